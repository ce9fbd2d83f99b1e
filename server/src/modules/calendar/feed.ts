import { createHash, randomBytes } from 'node:crypto';
import { CALENDAR_FEED_PAST_DAYS, type CalendarFeed } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import { calendarText } from './ics.ts';
import { EVENT_COLUMNS, type EventRow, type OverrideRow, toIcsEvent } from './service.ts';
import { MS } from './zones.ts';

// Each member's private iCalendar feed: `/ical/<secret>.ics`, read by calendar programs that cannot sign in, so the
// secret alone opens it. It is 32 random bytes (base64url, 43 characters), found by its SHA-256, replaced at once
// when the member asks for a new one, and never logged (the route logs nothing; see routes.ts).

const SECRET = /^[A-Za-z0-9_-]{43}$/;
const digest = (token: string) => createHash('sha256').update(token).digest('hex');
export const feedPath = (token: string) => `/ical/${token}.ics`;

export function calendarFeeds(database: Database, { appName }: { appName: string }) {
  const shown = (
    row: { token: string; created_at: string | Date } | undefined,
    origin: string,
  ): CalendarFeed =>
    row
      ? {
          url: `${origin}${feedPath(row.token)}`,
          path: feedPath(row.token),
          createdAt: new Date(row.created_at).toISOString(),
        }
      : { url: null, path: null, createdAt: null };

  return {
    /** The member's feed address as seen from `origin` ("https://host"), or nulls when they have none. */
    async get(uid: string, origin: string): Promise<CalendarFeed> {
      const [row] = await database.query<{ token: string; created_at: string | Date }>(
        'SELECT token, created_at FROM calendar_feeds WHERE uid = $1',
        [uid],
      );
      return shown(row, origin);
    },

    /** A new secret for the member: the previous address stops working with this commit. */
    async renew(uid: string, origin: string): Promise<CalendarFeed> {
      const token = randomBytes(32).toString('base64url');
      const [row] = await database.query<{ token: string; created_at: string | Date }>(
        `INSERT INTO calendar_feeds (uid, token, token_hash) VALUES ($1, $2, $3)
         ON CONFLICT (uid) DO UPDATE SET token = $2, token_hash = $3, created_at = now()
         RETURNING token, created_at`,
        [uid, token, digest(token)],
      );
      return shown(row, origin);
    },

    async revoke(uid: string) {
      await database.query('DELETE FROM calendar_feeds WHERE uid = $1', [uid]);
    },

    /** The calendar behind a secret, or null for a secret that is not (or no longer) one. */
    async text(secret: string, now: Date): Promise<string | null> {
      if (!SECRET.test(secret)) return null;
      const [owner] = await database.query<{ uid: string; display_name: string }>(
        `SELECT f.uid, m.display_name FROM calendar_feeds f JOIN members m ON m.uid = f.uid
          WHERE f.token_hash = $1 AND m.status = 'active'`,
        [digest(secret)],
      );
      if (!owner) return null;
      const events = await database.query<EventRow>(
        `SELECT ${EVENT_COLUMNS} FROM calendar_participants p JOIN calendar_events e ON e.id = p.event_id
          WHERE p.uid = $1 AND (p.span_end IS NULL OR p.span_end > $2) ORDER BY e.starts_at, e.id`,
        [owner.uid, new Date(now.getTime() - CALENDAR_FEED_PAST_DAYS * MS.DAY)],
      );
      const repeating = events.filter((e) => e.rrule !== null).map((e) => e.id);
      const overrides = repeating.length
        ? await database.query<OverrideRow>(
            `SELECT event_id::text, original_start, cancelled, title, starts_at, ends_at, color, location, description
               FROM calendar_overrides WHERE event_id = ANY($1::uuid[]) ORDER BY original_start`,
            [repeating],
          )
        : [];
      const byEvent = new Map<string, OverrideRow[]>();
      for (const o of overrides) byEvent.set(o.event_id, [...(byEvent.get(o.event_id) ?? []), o]);
      return calendarText(
        { name: `${appName} · ${owner.display_name}`, host: 'atrium', now },
        events.map((e) => toIcsEvent(e, byEvent.get(e.id) ?? [])),
      );
    },
  };
}

export type CalendarFeeds = ReturnType<typeof calendarFeeds>;
