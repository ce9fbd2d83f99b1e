import { PATHS } from '../../config/paths';

// The chat's addresses, apart from model.ts so that the shell's badge and notifier do not carry dayjs.

export const chatPath = (conversationId?: string) =>
  conversationId ? `${PATHS.chat}/${encodeURIComponent(conversationId)}` : PATHS.chat;

/** The conversation an address shows (`/app/apps/chat/<id>`), or null. */
export function openConversationIdOf(pathname: string): string | null {
  if (!pathname.startsWith(`${PATHS.chat}/`)) return null;
  const id = pathname.slice(PATHS.chat.length + 1).split('/')[0];
  return id ? decodeURIComponent(id) : null;
}
