import type { MailMessage } from '@atrium/contracts';
import type { TFunction } from 'i18next';
import { mailFullTime } from '../format';
import {
  forwardSubject,
  nameOf,
  newMailId,
  quoteHtml,
  type ReplyMode,
  replyRecipients,
  replySubject,
} from '../model';
import type { ComposeInitial } from './use-compose';

/**
 * A reply, reply-all or forward of `m`: its recipients, "Re:"/"Fwd:" subject, the original quoted under a line
 * saying who wrote it and when, and for a forward the original's attachments (the server lets a message carry the
 * files of one the sender can read). A new id: it is a message of its own, in the original's thread.
 */
export function replyInitial(
  m: MailMessage,
  mode: ReplyMode,
  myUid: string | undefined,
  t: TFunction<'mail'>,
) {
  const date = mailFullTime(m.sentAt ?? m.date);
  const intro =
    mode === 'forward'
      ? t('compose.forwardIntro', { name: nameOf(m.from), date, subject: m.subject })
      : t('compose.quoteIntro', { name: nameOf(m.from), date });
  return {
    id: newMailId(),
    saved: false,
    ...replyRecipients(m, mode, myUid),
    bcc: [],
    subject: mode === 'forward' ? forwardSubject(m.subject) : replySubject(m.subject),
    html: quoteHtml(intro, m.html),
    attachments: mode === 'forward' ? m.attachments : [],
    inReplyTo: m.id,
  } satisfies ComposeInitial;
}
