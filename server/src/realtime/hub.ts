import { randomUUID } from 'node:crypto';
import type {
  RealtimeEvent,
  RealtimeEventKind,
  RealtimeEventMap,
  RealtimeServerMessage,
} from '@atrium/contracts';
import { REALTIME_CLOSE } from '@atrium/contracts';
import type { FastifyBaseLogger } from 'fastify';
import { LRUCache } from 'lru-cache';
import type { Database } from '../db/client.ts';
import { memo } from '../lib/memo.ts';
import type { Realtime, StoredData } from './types.ts';

/** NOTIFY channels: stored events (payload: the event id) and ephemeral signals (payload: a small JSON). */
const EVENTS_CHANNEL = 'atrium_events';
const SIGNALS_CHANNEL = 'atrium_signals';

type Signal =
  | { t: 'typing'; c: string; u: string }
  | { t: 'presence'; u: string; on: boolean; at: string | null }
  | { t: 'end'; u: string; r: 'blocked' | 'revoked' };

/**
 * How far below the id a tab asks to catch up from the catch-up reaches: ids are handed out when a transaction
 * inserts, not when it commits, so an event can commit after one with a higher id that the tab already saw. The
 * tab drops what it has seen.
 */
export const CATCH_UP_LOOKBACK = 200;
/** More missed events than this: the tab reloads what it shows instead. */
export const CATCH_UP_MAX = 1000;
/** Events are kept this long for catching up; a tab away longer reloads. */
const EVENT_RETENTION = '3 days';
/** A process refreshes its presence rows this often; rows older than PRESENCE_STALE belong to a dead process. */
const PRESENCE_BEAT_MS = 30_000;
const PRESENCE_STALE = '90 seconds';

/** One open, authenticated socket as the hub sees it. */
export type Connection = {
  uid: string;
  send(message: RealtimeServerMessage): void;
  /** A message already serialised (one event goes to many sockets). */
  sendRaw(message: string): void;
  close(code: number, reason: string): void;
};

type StoredEvent = { id: number; kind: RealtimeEventKind; audience: string[]; data: StoredData; at: string };
type EventRow = {
  id: string | number;
  kind: RealtimeEventKind;
  audience: string[];
  data: StoredData;
  created_at: string | Date;
};
const toStored = (r: EventRow): StoredEvent => ({
  id: Number(r.id),
  kind: r.kind,
  audience: r.audience,
  data: r.data,
  at: new Date(r.created_at).toISOString(),
});

export type RealtimeHub = Realtime & {
  readonly processId: string;
  /** Starts listening (call once the database is migrated). */
  start(): Promise<void>;
  stop(): Promise<void>;
  /** Registers an authenticated socket; returns the function that removes it. */
  attach(connection: Connection): Promise<() => void>;
  /** The member's events after `after` (with the look-back), or 'reset' when too many were missed. */
  catchUp(uid: string, after: number): Promise<RealtimeEvent[] | 'reset'>;
  lastEventId(): Promise<number>;
  /** Tells the members who may see it that `uid` is typing in the conversation (not stored). */
  typing(uid: string, conversationId: string): Promise<boolean>;
  /** Sockets open on this process now. */
  connectionCount(): number;
};

export function realtimeHub(database: Database, log: FastifyBaseLogger): RealtimeHub {
  const processId = randomUUID();
  const byUid = new Map<string, Set<Connection>>();
  const hydrators = new Map<RealtimeEventKind, (stored: StoredData) => Promise<unknown>>();
  const delivered = new Map<RealtimeEventKind, (stored: StoredData, uids: string[]) => void>();
  let readTypingAudience: (conversationId: string) => Promise<readonly string[]> = async () => [];
  /** A conversation's members for typing signals: read once a second at most per process. */
  const typingAudiences = memo<readonly string[]>({ ttlMs: 1_000, max: 10_000 });
  /** Ids this process has delivered, so an event read twice (NOTIFY and a sweep after a reconnect) goes once. */
  const seen = new Set<number>();
  let highest = 0;
  let pending = new Set<number>();
  /** Events this process published, until their NOTIFY comes back (a rolled-back one never does: they expire). */
  const ownEvents = new LRUCache<number, StoredEvent>({ max: 20_000, ttl: 30_000 });
  let flushing: Promise<void> | null = null;
  const stops: (() => Promise<void>)[] = [];
  const timers: NodeJS.Timeout[] = [];

  const remember = (id: number) => {
    seen.add(id);
    if (id > highest) highest = id;
    // Insertion order is id order nearly enough: drop the oldest beyond a bound.
    if (seen.size > 20_000) for (const old of seen) if (seen.delete(old) && seen.size <= 10_000) break;
  };

  async function hydrate(event: StoredEvent): Promise<RealtimeEvent | null> {
    const read = hydrators.get(event.kind);
    const data = read ? await read(event.data) : event.data;
    if (data === null) return null;
    return { id: event.id, kind: event.kind, data, at: event.at } as RealtimeEvent;
  }

  async function deliver(events: StoredEvent[]) {
    for (const event of events) {
      if (seen.has(event.id)) continue;
      remember(event.id);
      const here = event.audience.filter((uid) => byUid.has(uid));
      // Nobody of its audience is connected here: nothing to read.
      if (!here.length) continue;
      let hydrated: RealtimeEvent | null;
      try {
        hydrated = await hydrate(event);
      } catch (error) {
        log.warn({ err: error, event: event.id }, 'realtime event could not be read');
        continue;
      }
      if (!hydrated) continue;
      // Serialised once for all its sockets.
      const message = JSON.stringify({ type: 'event', ...hydrated } satisfies RealtimeServerMessage);
      for (const uid of here) for (const c of byUid.get(uid) ?? []) c.sendRaw(message);
      delivered.get(event.kind)?.(event.data, here);
    }
  }

  /** Reads the announced events in one query per burst (200 messages a second are 200 NOTIFYs). */
  function flush() {
    if (flushing) return;
    flushing = (async () => {
      while (pending.size) {
        const ids = [...pending];
        pending = new Set();
        try {
          const known: StoredEvent[] = [];
          const unknown: number[] = [];
          for (const id of ids) {
            const event = ownEvents.get(id);
            if (event) {
              known.push(event);
              ownEvents.delete(id);
            } else unknown.push(id);
          }
          const rows = unknown.length
            ? await database.query<EventRow>(
                'SELECT id, kind, audience, data, created_at FROM realtime_events WHERE id = ANY($1::bigint[])',
                [unknown],
              )
            : [];
          await deliver([...known, ...rows.map(toStored)].sort((a, b) => a.id - b.id));
        } catch (error) {
          log.warn({ err: error }, 'realtime events could not be read');
        }
      }
    })().finally(() => {
      flushing = null;
    });
  }

  /** After the listener was down: whatever committed meanwhile (the seen set drops what was delivered). */
  async function sweepMissed() {
    const rows = await database.query<EventRow>(
      `SELECT id, kind, audience, data, created_at FROM realtime_events
        WHERE id > $1 ORDER BY id LIMIT ${CATCH_UP_MAX}`,
      [Math.max(0, highest - CATCH_UP_LOOKBACK)],
    );
    await deliver(rows.map(toStored));
  }

  const signal = (s: Signal) =>
    database.query('SELECT pg_notify($1, $2)', [SIGNALS_CHANNEL, JSON.stringify(s)]);

  async function onSignal(payload: string) {
    let s: Signal;
    try {
      s = JSON.parse(payload) as Signal;
    } catch {
      return;
    }
    if (s.t === 'end') {
      // The reason is the close's: the tab signs out saying whether the member was blocked.
      for (const c of byUid.get(s.u) ?? [])
        c.close(REALTIME_CLOSE.sessionEnded, s.r === 'blocked' ? 'blocked' : 'revoked');
    } else if (s.t === 'presence') {
      const message: RealtimeServerMessage = { type: 'presence', uid: s.u, online: s.on, lastSeenAt: s.at };
      for (const set of byUid.values()) for (const c of set) c.send(message);
    } else if (s.t === 'typing') {
      const audience = await typingAudiences.get(s.c, () => readTypingAudience(s.c)).catch(() => []);
      const message: RealtimeServerMessage = { type: 'typing', conversationId: s.c, uid: s.u };
      for (const uid of audience) {
        if (uid === s.u) continue;
        for (const c of byUid.get(uid) ?? []) c.send(message);
      }
    }
  }

  async function isOnlineElsewhere(uid: string) {
    const rows = await database.query(
      `SELECT 1 FROM realtime_presence WHERE uid = $1 AND process_id <> $2 AND seen_at > now() - interval '${PRESENCE_STALE}' LIMIT 1`,
      [uid, processId],
    );
    return rows.length > 0;
  }

  async function beat() {
    await database.query('UPDATE realtime_presence SET seen_at = now() WHERE process_id = $1', [processId]);
    // A process that died left its rows: they stop counting after PRESENCE_STALE; remove them.
    await database.query(
      `DELETE FROM realtime_presence WHERE seen_at < now() - interval '${PRESENCE_STALE}'`,
    );
    await database.query(
      `DELETE FROM realtime_events WHERE created_at < now() - interval '${EVENT_RETENTION}'`,
    );
  }

  return {
    processId,

    async publish(query, kind, audience, data) {
      await this.publishMany(query, [{ kind, audience, data }]);
    },

    async publishMany(query, events) {
      if (!events.length) return;
      const rows = events.map((e) => ({ ...e, audience: [...new Set(e.audience)] }));
      // One round trip: the rows, and their announcements (PostgreSQL sends them at commit).
      const inserted = await query<{ id: string | number; created_at: string | Date; n: number }>(
        `WITH input AS (
           SELECT * FROM jsonb_to_recordset($1::jsonb) AS x(n int, kind text, audience text[], data jsonb)
         ), e AS (
           INSERT INTO realtime_events (kind, audience, data)
           SELECT kind, audience, data FROM input ORDER BY n RETURNING id, created_at, kind, audience, data
         )
         SELECT id, created_at, pg_notify($2, id::text) FROM e ORDER BY id`,
        [JSON.stringify(rows.map((e, n) => ({ n, ...e }))), EVENTS_CHANNEL],
      );
      // This process knows the events already: when its own NOTIFYs come back it need not read the rows.
      inserted.forEach((row, i) => {
        const e = rows[i] as (typeof rows)[number];
        ownEvents.set(Number(row.id), toStored({ ...row, kind: e.kind, audience: e.audience, data: e.data }));
      });
    },

    hydrate(kind, read) {
      hydrators.set(kind, read as (stored: StoredData) => Promise<unknown>);
    },

    typingAudience(read) {
      readTypingAudience = read;
    },

    onDelivered(kind, handle) {
      delivered.set(kind, handle);
    },

    async online(uids) {
      if (!uids.length) return new Set();
      const rows = await database.query<{ uid: string }>(
        `SELECT DISTINCT uid FROM realtime_presence WHERE uid = ANY($1::text[]) AND seen_at > now() - interval '${PRESENCE_STALE}'`,
        [[...uids]],
      );
      return new Set(rows.map((r) => r.uid));
    },

    async endSessions(uid, reason = 'revoked') {
      await signal({ t: 'end', u: uid, r: reason });
    },

    async start() {
      const [top] = await database.query<{ id: string | number | null }>(
        'SELECT max(id) AS id FROM realtime_events',
      );
      highest = Number(top?.id ?? 0);
      stops.push(
        await database.listen(
          EVENTS_CHANNEL,
          (payload) => {
            const id = Number(payload);
            if (Number.isSafeInteger(id)) pending.add(id);
            flush();
          },
          () => void sweepMissed().catch((error) => log.warn({ err: error }, 'realtime sweep failed')),
        ),
      );
      stops.push(await database.listen(SIGNALS_CHANNEL, (payload) => void onSignal(payload)));
      const beater = setInterval(
        () => void beat().catch((error) => log.warn({ err: error }, 'realtime heartbeat failed')),
        PRESENCE_BEAT_MS,
      );
      beater.unref();
      timers.push(beater);
    },

    async stop() {
      for (const timer of timers) clearInterval(timer);
      for (const set of byUid.values()) {
        for (const c of set) c.close(REALTIME_CLOSE.goingAway, 'server stopping');
      }
      byUid.clear();
      await Promise.all(stops.map((stop) => stop().catch(() => {})));
      await flushing;
      await database
        .query('DELETE FROM realtime_presence WHERE process_id = $1', [processId])
        .catch(() => {});
    },

    async attach(connection) {
      const { uid } = connection;
      let set = byUid.get(uid);
      const first = !set;
      if (!set) {
        set = new Set();
        byUid.set(uid, set);
      }
      set.add(connection);
      if (first) {
        const wasOnline = await isOnlineElsewhere(uid);
        await database.query(
          `INSERT INTO realtime_presence (process_id, uid, connections) VALUES ($1, $2, 1)
           ON CONFLICT (process_id, uid) DO UPDATE SET connections = 1, seen_at = now()`,
          [processId, uid],
        );
        if (!wasOnline) await signal({ t: 'presence', u: uid, on: true, at: null });
      }
      let attached = true;
      return () => {
        if (!attached) return;
        attached = false;
        const current = byUid.get(uid);
        current?.delete(connection);
        if (current && current.size === 0) {
          byUid.delete(uid);
          void (async () => {
            await database.query('DELETE FROM realtime_presence WHERE process_id = $1 AND uid = $2', [
              processId,
              uid,
            ]);
            const [row] = await database.query<{ last_seen_at: string | Date }>(
              'UPDATE members SET last_seen_at = now() WHERE uid = $1 RETURNING last_seen_at',
              [uid],
            );
            if (!byUid.has(uid) && !(await isOnlineElsewhere(uid))) {
              await signal({
                t: 'presence',
                u: uid,
                on: false,
                at: row ? new Date(row.last_seen_at).toISOString() : null,
              });
            }
          })().catch((error) => log.warn({ err: error }, 'realtime presence could not be saved'));
        }
      };
    },

    async catchUp(uid, after) {
      const [oldest] = await database.query<{ id: string | number | null }>(
        'SELECT min(id) AS id FROM realtime_events',
      );
      // Events after `after` were removed (kept EVENT_RETENTION): the tab cannot catch up by events.
      if (oldest?.id != null && Number(oldest.id) > after + 1 && after > 0) {
        const [missed] = await database.query('SELECT 1 FROM realtime_events WHERE id <= $1 LIMIT 1', [
          after,
        ]);
        if (!missed) return 'reset';
      }
      const rows = await database.query<EventRow>(
        `SELECT id, kind, audience, data, created_at FROM realtime_events
          WHERE id > $1 AND audience @> ARRAY[$2]::text[] ORDER BY id LIMIT ${CATCH_UP_MAX + 1}`,
        [Math.max(0, after - CATCH_UP_LOOKBACK), uid],
      );
      if (rows.length > CATCH_UP_MAX) return 'reset';
      const events: RealtimeEvent[] = [];
      for (const row of rows) {
        const event = await hydrate(toStored(row)).catch(() => null);
        if (event) events.push(event);
      }
      return events;
    },

    async lastEventId() {
      const [top] = await database.query<{ id: string | number | null }>(
        'SELECT max(id) AS id FROM realtime_events',
      );
      return Number(top?.id ?? 0);
    },

    async typing(uid, conversationId) {
      const audience = await typingAudiences.get(conversationId, () => readTypingAudience(conversationId));
      if (!audience.includes(uid)) return false;
      await signal({ t: 'typing', c: conversationId, u: uid });
      return true;
    },

    connectionCount() {
      let n = 0;
      for (const set of byUid.values()) n += set.size;
      return n;
    },
  };
}

export type { RealtimeEventMap };
