import type { RealtimeEventKind, RealtimeEventMap } from '@atrium/contracts';
import type { Database } from '../db/client.ts';

/** A query that runs in the caller's transaction (Database['transaction'] hands one out). */
export type Query = Database['query'];

/**
 * What is stored for an event: ids, small numbers and small lists (a conversation's read marks), never rows. The
 * NOTIFY carries the event's id only (a payload holds 8,000 bytes at most).
 */
export type StoredData = Record<string, unknown>;

export type Publication = { kind: RealtimeEventKind; audience: readonly string[]; data: StoredData };

/**
 * The realtime channel as the server's modules see it: they publish events in their own transactions and say
 * how a kind's stored ids become what a client receives.
 */
export interface Realtime {
  /**
   * Stores an event for `audience` (member uids) in the caller's transaction and announces it with NOTIFY, which
   * PostgreSQL sends at commit: a rolled-back change announces nothing.
   */
  publish(
    query: Query,
    kind: RealtimeEventKind,
    audience: readonly string[],
    data: StoredData,
  ): Promise<void>;
  /** Several events in one statement (a batch of receipts). */
  publishMany(query: Query, events: readonly Publication[]): Promise<void>;
  /**
   * How a kind's stored data becomes what clients receive: called once per event and process (not per socket),
   * and for the catch-up. Kinds without one are sent as stored. Null drops the event (its rows are gone).
   */
  hydrate<K extends RealtimeEventKind>(
    kind: K,
    read: (stored: StoredData) => Promise<RealtimeEventMap[K] | null>,
  ): void;
  /** Who may see typing in a topic (a conversation's current members), for the typing indicator. */
  typingAudience(read: (conversationId: string) => Promise<readonly string[]>): void;
  /** After this process delivered events of `kind` to members' sockets (for "delivered" receipts). */
  onDelivered(kind: RealtimeEventKind, handle: (stored: StoredData, uids: string[]) => void): void;
  /** Members among `uids` with an open connection to any process now. */
  online(uids: readonly string[]): Promise<Set<string>>;
  /** Closes the member's sockets on every process (blocked, deleted, signed out everywhere), saying which. */
  endSessions(uid: string, reason?: 'blocked' | 'revoked'): Promise<void>;
}
