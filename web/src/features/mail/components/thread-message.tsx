import type { MailMessage, MailPerson } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { MemberAvatar } from '../../../components/member-avatar';
import { mailFullTime, mailTime } from '../format';
import { nameOf } from '../model';
import { AttachmentList } from './attachment-list';
import { MailBody } from './mail-body';

type Props = { message: MailMessage; expanded: boolean; onToggle: () => void };

const people = (list: MailPerson[]) =>
  list.map((p) => (p.email ? `${nameOf(p)} <${p.email}>` : nameOf(p))).join(', ');

/**
 * One message of a thread. Collapsed (older messages): who, when and the start of the text, as a button that opens
 * it. Open: from, to, cc (and bcc on the sender's own copy, when the server returns it), the date, the body and
 * the attachments.
 */
export function ThreadMessage({ message, expanded, onToggle }: Props) {
  const { t } = useTranslation('mail');
  const date = message.sentAt ?? message.date;

  if (!expanded) {
    return (
      <li className="mail-thread-item">
        <button type="button" className="mail-thread-collapsed" aria-expanded={false} onClick={onToggle}>
          <MemberAvatar member={message.from} size={28} decorative />
          <bdi className="mail-thread-from">{nameOf(message.from)}</bdi>
          <span className="mail-thread-snippet" dir="auto">
            {message.snippet}
          </span>
          <time dateTime={date}>{mailTime(date)}</time>
        </button>
      </li>
    );
  }

  return (
    <li className="mail-thread-item mail-thread-open" data-testid="mail-message">
      <div className="mail-message-head">
        <MemberAvatar member={message.from} size={40} decorative />
        <div className="mail-message-who">
          <button type="button" className="mail-thread-toggle" aria-expanded onClick={onToggle}>
            <bdi className="mail-thread-from">{nameOf(message.from)}</bdi>
            {message.from.email && (
              <>
                {' '}
                <bdi className="mail-muted">&lt;{message.from.email}&gt;</bdi>
              </>
            )}
          </button>
          <dl className="mail-message-people">
            {(['to', 'cc', 'bcc'] as const)
              .filter((key) => message[key].length > 0)
              .map((key) => (
                <div key={key}>
                  <dt>{t(`compose.${key}`)}</dt>
                  <dd>
                    <bdi>{people(message[key])}</bdi>
                  </dd>
                </div>
              ))}
          </dl>
        </div>
        <time className="mail-muted mail-message-date" dateTime={date}>
          {mailFullTime(date)}
        </time>
      </div>
      <MailBody html={message.html} />
      <AttachmentList attachments={message.attachments} />
    </li>
  );
}
