import type { MailListItem } from './mail.ts';
import type { BoardChange } from './projects.ts';

// The realtime channel's protocol: one WebSocket per browser tab at /api/realtime, JSON messages both ways.
// Events are stored (so a reconnecting tab catches up from the last id it saw); typing and presence are not.

/** Client → server. */
export type RealtimeClientMessage =
  /**
   * The first message (the token is never in the URL, which ends up in logs), and again whenever Firebase
   * refreshes the token. `after`: the last event id the tab saw, to catch up from (first message only).
   */
  | { type: 'auth'; token: string; after?: number | null }
  /** The member is typing in a conversation (sent at most every few seconds while typing). */
  | { type: 'typing'; conversationId: string };

/** Kinds of stored events and what each carries besides its ids. */
export type RealtimeEventMap = {
  /** A notification for the member (the bell reloads its list). */
  'notification.created': { notificationId: string };
  /** A new message; `message` is a ChatMessage as the API returns it. */
  'chat.message': { conversationId: string; message: unknown };
  /** A message was edited, deleted or reacted to. */
  'chat.message.updated': { conversationId: string; message: unknown };
  /** A conversation was created, renamed, or its members changed (reload it and the list). */
  'chat.conversation': { conversationId: string };
  /** Delivered or read marks moved: every member's marks as they are now (the sender's ticks). */
  'chat.receipt': {
    conversationId: string;
    receipts: { uid: string; deliveredSeq: number; readSeq: number }[];
  };
  /**
   * New mail, to its recipients (To, Cc and Bcc alike, one payload for all): the Inbox row as a recipient first
   * sees it (unread, not starred, no labels), so it shows at once. Never carries Bcc.
   */
  'mail.message': { message: MailListItem };
  /**
   * The member's own mail changed in another tab or request (read, star, labels, moved, purged, a draft saved or
   * sent): reload the counts, the folder shown and any of `messageIds` that is open. `labels`: the member's label
   * list changed too.
   */
  'mail.changed': { messageIds: string[]; labels: boolean };
  /**
   * A project's board changed, to its members: what the board needs to apply it without a reload (see BoardChange
   * in projects.ts). Moves carry the stored key: apply it and sort by (position, id), and every screen shows the
   * server's order, whoever moved last.
   */
  'board.changed': { projectId: string } & BoardChange;
  /**
   * A project's details, members or owner changed, or it was deleted (`removed`: the project, or the receiving
   * member's place in it, is gone: leave its screens). To its members before and after the change.
   */
  'project.changed': { projectId: string; removed: boolean };
  /** An event the member created or attends (or attended until now) changed: reload the shown range and the event. */
  'calendar.changed': { eventId: string };
};
export type RealtimeEventKind = keyof RealtimeEventMap;

export type RealtimeEvent<K extends RealtimeEventKind = RealtimeEventKind> = {
  [P in K]: { id: number; kind: P; data: RealtimeEventMap[P]; at: string };
}[K];

/** Server → client. */
export type RealtimeServerMessage =
  /** Authenticated: events flow from here (the catch-up first, when `after` was given). */
  | { type: 'ready'; uid: string; lastEventId: number }
  | ({ type: 'event' } & RealtimeEvent)
  /** Too much was missed to catch up: reload what is shown. */
  | { type: 'reset'; lastEventId: number }
  | { type: 'typing'; conversationId: string; uid: string }
  | { type: 'presence'; uid: string; online: boolean; lastSeenAt: string | null };

/** Why the server closed the socket (4000–4999 are the application's own codes). */
export const REALTIME_CLOSE = {
  /** No auth message in time, or a malformed one. */
  authTimeout: 4400,
  /** The token is missing, forged or expired: refresh it and connect again (sign out if that fails). */
  unauthenticated: 4401,
  /** The member was blocked or deleted, or their sessions ended: sign out. */
  sessionEnded: 4403,
  /** The client sent more than it may: wait and connect again. */
  rateLimited: 4429,
  /** The server is stopping: connect again (to another process). */
  goingAway: 1001,
} as const;
