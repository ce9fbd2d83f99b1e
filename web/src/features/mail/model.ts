import type { MailBulk, MailFolder, MailListItem, MailMessage, MailPerson } from '@atrium/contracts';

/** One page of a folder or a label: `cursor` is the previous page's `nextCursor` (none for the first page). */
export type MailListArgs = {
  folder: MailFolder | null;
  labelId: string | null;
  q: string;
  cursor: string | null;
};

/**
 * A change to one row of a cached list (`list` null: an open thread's message): true when it changed the row,
 * 'remove' when the row no longer belongs in that list, false when it left it alone.
 */
export type RowChange = (item: MailListItem | MailMessage, list: MailListArgs | null) => boolean | 'remove';

/** What a bulk action does to a row, as the server will do it (shown before the server answers). */
export function bulkChange({ action, labelId }: MailBulk): RowChange {
  return (item, list) => {
    switch (action) {
      case 'read':
      case 'unread':
        item.read = action === 'read';
        return true;
      case 'star':
      case 'unstar':
        item.starred = action === 'star';
        return list?.folder === 'starred' && action === 'unstar' ? 'remove' : true;
      case 'label':
        if (labelId && !item.labelIds.includes(labelId)) item.labelIds.push(labelId);
        return true;
      case 'unlabel':
        item.labelIds = item.labelIds.filter((id) => id !== labelId);
        return list?.labelId && list.labelId === labelId ? 'remove' : true;
      case 'delete':
        item.deleted = true;
        return list && list.folder !== 'deleted' ? 'remove' : true;
      case 'restore':
        item.deleted = false;
        return list?.folder === 'deleted' ? 'remove' : true;
      case 'purge':
        return 'remove';
      default:
        return false;
    }
  };
}

/** A new message or draft id (UUID v4), made here so that a retried send is the same message. */
export function newMailId(): string {
  // crypto.randomUUID exists only on secure pages (https, localhost).
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** A person as a list or header names them: their name, else their e-mail. */
export const nameOf = (p: MailPerson) => p.displayName || p.email || '';

/** Everyone in To, Cc and Bcc but `uid`, each once. */
const others = (people: MailPerson[], uid: string | undefined) => {
  const seen = new Set<string>();
  return people.filter((p) => p.uid !== uid && !seen.has(p.uid) && seen.add(p.uid));
};

/** "Re: …" once, whatever the prefix was ("RE:", "Re: Re:"). */
export const replySubject = (subject: string) => `Re: ${subject.replace(/^(\s*re\s*:\s*)+/i, '')}`;
export const forwardSubject = (subject: string) => `Fwd: ${subject.replace(/^(\s*fwd?\s*:\s*)+/i, '')}`;

export type ReplyMode = 'reply' | 'replyAll' | 'forward';

/**
 * Whom a reply goes to: the sender (or, replying to one's own sent mail, its recipients); Reply all adds
 * everyone else in To and Cc but me. A forward starts with nobody.
 */
export function replyRecipients(m: MailMessage, mode: ReplyMode, myUid: string | undefined) {
  if (mode === 'forward') return { to: [], cc: [] };
  const mine = m.from.uid === myUid;
  const to = mine ? others(m.to, myUid) : [m.from];
  if (mode === 'reply') return { to, cc: [] };
  const toIds = new Set(to.map((p) => p.uid));
  const cc = others([...(mine ? [] : m.to), ...m.cc], myUid).filter((p) => !toIds.has(p.uid));
  return { to, cc };
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The original under a reply or forward: a line naming who wrote it and when (already translated by the caller),
 * then its body in a quote. The original's HTML was sanitised by the server and goes through the editor's schema,
 * which keeps only what it knows.
 */
export const quoteHtml = (intro: string, html: string) =>
  `<p></p><p>${escapeHtml(intro)}</p><blockquote>${html}</blockquote>`;
