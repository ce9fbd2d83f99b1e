import type { ChatMember, ChatMessage, Conversation, Receipt } from '@atrium/contracts';
import type { OutboxEntry } from './outbox';

export { chatPath, openConversationIdOf } from './address';

/** A message as the list shows it: the server's, or one still in the outbox (`local`). */
export type DisplayMessage = ChatMessage & { local?: Pick<OutboxEntry, 'status' | 'error' | 'file'> };

/** The other member of a direct conversation (null for a group, or when they have left). */
export const otherMember = (c: Conversation, myUid: string | undefined): ChatMember | null =>
  c.kind === 'direct' ? (c.members.find((m) => m.uid !== myUid) ?? null) : null;

/** A group's name, or the other member's name. */
export const conversationTitle = (c: Conversation, myUid: string | undefined): string =>
  c.name ?? otherMember(c, myUid)?.displayName ?? c.members[0]?.displayName ?? '';

/** What a message is, for a one-line preview. */
export type Preview =
  | { kind: 'deleted' }
  | { kind: 'image'; text: string }
  | { kind: 'file'; name: string }
  | { kind: 'text'; text: string };

export function previewOf(message: ChatMessage): Preview {
  if (message.deletedAt) return { kind: 'deleted' };
  if (message.kind === 'image') return { kind: 'image', text: message.text ?? '' };
  if (message.kind === 'file') return { kind: 'file', name: message.attachment?.name ?? '' };
  return { kind: 'text', text: (message.text ?? '').replace(/\s+/g, ' ').trim() };
}

export type Ticks = 'sent' | 'delivered' | 'read';

/**
 * How far one of my messages got: read when every other member's read mark reached it, delivered when every
 * delivered mark did, else sent. A conversation without other members (everyone left) stays at sent.
 */
export function ticksOf(message: Pick<ChatMessage, 'seq'>, receipts: Receipt[]): Ticks {
  if (receipts.length === 0) return 'sent';
  if (receipts.every((r) => r.readSeq >= message.seq)) return 'read';
  if (receipts.every((r) => r.deliveredSeq >= message.seq || r.readSeq >= message.seq)) return 'delivered';
  return 'sent';
}

/** The server's messages, then the outbox's not yet among them (a message is shown once, by id). */
export function withPending(
  messages: ChatMessage[],
  pending: OutboxEntry[],
  myUid: string,
): DisplayMessage[] {
  const known = new Set(messages.map((m) => m.id));
  const extra = pending
    .filter((e) => !known.has(e.id))
    .map(
      (e): DisplayMessage => ({
        id: e.id,
        conversationId: e.conversationId,
        seq: Number.MAX_SAFE_INTEGER,
        senderUid: myUid,
        kind: e.kind,
        text: e.text || null,
        attachment: e.attachment ?? null,
        reactions: [],
        createdAt: e.createdAt,
        editedAt: null,
        deletedAt: null,
        local: { status: e.status, error: e.error, file: e.file },
      }),
    );
  return extra.length ? [...messages, ...extra] : messages;
}

/** Bytes in the unit that suits them, in the current language: "532 B", "14.2 kB", "3.1 MB". */
export function formatBytes(bytes: number, lng: string): string {
  const [value, unit] =
    bytes < 1000
      ? [bytes, 'byte']
      : bytes < 1_000_000
        ? [bytes / 1000, 'kilobyte']
        : [bytes / 1_000_000, 'megabyte'];
  try {
    return new Intl.NumberFormat(lng, { style: 'unit', unit, maximumFractionDigits: 1 }).format(value);
  } catch {
    return `${Math.round(value * 10) / 10} ${unit}`;
  }
}

/** A new message id (UUID v4). crypto.randomUUID exists only on secure pages (https, localhost). */
export function newMessageId(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const b = crypto.getRandomValues(new Uint8Array(16));
  b[6] = ((b[6] as number) & 0x0f) | 0x40;
  b[8] = ((b[8] as number) & 0x3f) | 0x80;
  const hex = [...b].map((x) => x.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}
