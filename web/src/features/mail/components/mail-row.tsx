import { PaperClipOutlined, StarFilled, StarOutlined } from '@ant-design/icons';
import type { MailLabel, MailListItem } from '@atrium/contracts';
import { Checkbox } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MemberAvatar } from '../../../components/member-avatar';
import { mailTime } from '../format';
import { nameOf } from '../model';
import { LabelDots } from './label-dots';

type Props = {
  item: MailListItem;
  labels: MailLabel[];
  myUid: string | undefined;
  /** Where the row leads: the message, or compose for a draft. */
  href: string;
  selected: boolean;
  onSelect: (selected: boolean) => void;
  onStar: (starred: boolean) => void;
};

/**
 * One mail in a list: selection box, star, avatar and name, label dots, subject and snippet, attachment mark and
 * date. The subject's link covers the row (CSS), so the whole row opens the mail; the box and the star sit above
 * it. Unread mail is bold, and says so to screen readers.
 */
export function MailRow({ item, labels, myUid, href, selected, onSelect, onStar }: Props) {
  const { t } = useTranslation('mail');
  // My own mail (sent, drafts) is named after whom it goes to.
  const mine = item.from.uid === myUid;
  const recipients = [...item.to, ...item.cc].map(nameOf).join(', ');
  const who = mine
    ? recipients
      ? t('list.to', { names: recipients })
      : t('list.noRecipients')
    : nameOf(item.from);
  const avatarOf = mine ? (item.to[0] ?? item.from) : item.from;
  const subject = item.subject || t('list.noSubject');
  const unread = !item.read && !item.draft;
  const Strong = unread ? 'strong' : 'span';

  return (
    <li
      className={`mail-row${unread ? ' mail-row-unread' : ''}${selected ? ' mail-row-selected' : ''}`}
      data-testid="mail-row"
      data-unread={unread || undefined}
    >
      <Checkbox
        className="mail-row-check"
        checked={selected}
        onChange={(e) => onSelect(e.target.checked)}
        aria-label={t('list.select', { subject, name: who })}
      />
      <button
        type="button"
        className={`mail-star${item.starred ? ' mail-star-on' : ''}`}
        aria-pressed={item.starred}
        aria-label={t('list.star', { subject })}
        onClick={() => onStar(!item.starred)}
      >
        {item.starred ? <StarFilled aria-hidden /> : <StarOutlined aria-hidden />}
      </button>
      <MemberAvatar member={avatarOf} size={32} decorative className="mail-row-avatar" />
      <div className="mail-row-main">
        <div className="mail-row-line">
          <Strong className="mail-row-name" dir="auto">
            {who}
          </Strong>
          {item.draft && <span className="mail-draft-mark">{t('list.draft')}</span>}
          <LabelDots ids={item.labelIds} labels={labels} />
          <span className="mail-row-meta">
            {item.attachmentCount > 0 && (
              <PaperClipOutlined
                className="mail-row-clip"
                role="img"
                aria-label={t('list.attachments', { count: item.attachmentCount })}
              />
            )}
            <time dateTime={item.date}>{mailTime(item.date)}</time>
          </span>
        </div>
        <Link to={href} className="mail-row-link">
          {unread && <span className="visually-hidden">{t('list.unread')}</span>}{' '}
          {/*
            Each text in its own direction, so a long one is cut at its own end; the boxes are only as wide as their
            text, so they sit on the row's side whatever the text's direction.
          */}
          <Strong className="mail-row-subject" dir="auto">
            {subject}
          </Strong>{' '}
          {item.snippet && (
            <span className="mail-row-snippet" dir="auto">
              {item.snippet}
            </span>
          )}
        </Link>
      </div>
    </li>
  );
}
