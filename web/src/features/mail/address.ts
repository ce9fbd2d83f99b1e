import { MAIL_FOLDERS, type MailFolder } from '@atrium/contracts';
import { PATHS, pathTo } from '../../config/paths';

/** What the mail screen shows: a folder or a label's list, one message of it, or compose. */
export type MailView =
  | { kind: 'list'; folder: MailFolder; labelId: null }
  | { kind: 'list'; folder: null; labelId: string }
  | { kind: 'message'; list: string; folder: MailFolder | null; labelId: string | null; messageId: string }
  | { kind: 'compose' }
  | { kind: 'unknown' };

const isFolder = (s: string | undefined): s is MailFolder =>
  (MAIL_FOLDERS as readonly string[]).includes(s ?? '');

/**
 * The view an address under /app/apps/mail names: `inbox`, `label/<id>`, `inbox/<messageId>`,
 * `label/<id>/<messageId>`, `compose`. `/app/apps/mail` itself is the Inbox.
 */
export function mailViewOf(pathname: string): MailView {
  if (pathname !== PATHS.mail && !pathname.startsWith(`${PATHS.mail}/`)) return { kind: 'unknown' };
  const parts = pathname
    .slice(PATHS.mail.length + 1)
    .split('/')
    .filter(Boolean)
    .map(decodeURIComponent);
  const [first, second, third] = parts;
  if (parts.length === 0) return { kind: 'list', folder: 'inbox', labelId: null };
  if (first === 'compose' && parts.length === 1) return { kind: 'compose' };
  if (first === 'label' && second) {
    if (parts.length === 2) return { kind: 'list', folder: null, labelId: second };
    if (parts.length === 3 && third)
      return { kind: 'message', list: `label/${second}`, folder: null, labelId: second, messageId: third };
  }
  if (isFolder(first)) {
    if (parts.length === 1) return { kind: 'list', folder: first, labelId: null };
    if (parts.length === 2 && second)
      return { kind: 'message', list: first, folder: first, labelId: null, messageId: second };
  }
  return { kind: 'unknown' };
}

/** The list a view belongs to, as an address (where Back goes from a message). */
export const listPathOf = (view: { folder: MailFolder | null; labelId: string | null }) =>
  view.labelId ? pathTo.mailLabel(view.labelId) : pathTo.mailFolder(view.folder ?? 'inbox');

/** A message's address inside the list it was opened from (`list` is `inbox` or `label/<id>`). */
export const messagePathIn = (list: { folder: MailFolder | null; labelId: string | null }, id: string) =>
  list.labelId
    ? `${pathTo.mailLabel(list.labelId)}/${encodeURIComponent(id)}`
    : pathTo.mailMessage(list.folder ?? 'inbox', id);
