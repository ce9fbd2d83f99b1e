import { EVENT_COLORS } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import type { Query } from '../../realtime/types.ts';
import { activeDemoMembers } from '../projects/seed.ts';
import { compileTiming } from './recurrence.ts';
import { refreshSpans } from './spans.ts';
import { instantMs, MS } from './zones.ts';

// A month of demo events around the day they are loaded, for the demo members: a standup three times a week (one
// occurrence moved, one cancelled), sprint planning every other week, a monthly review, and single meetings,
// calls and all-day days. The same events every time, placed relative to today in the demo company's zone. The
// first real member is then invited to some of them (seedEventsForMember). No events are published: nobody is
// connected yet.

const ZONE = 'Europe/Paris';

type Plan = {
  title: string;
  /** Days from today; hours and minutes local in ZONE; an all-day event when `hour` is null. */
  day: number;
  hour: number | null;
  minute?: number;
  /** Minutes, or days for an all-day event. */
  length: number;
  organizer: number;
  attendees: number[];
  rrule?: string;
  location?: string;
  description?: string;
  /** The first real member is invited too. */
  invite?: boolean;
};

const PLANS: Plan[] = [
  {
    title: 'Team standup',
    day: -28,
    hour: 9,
    minute: 30,
    length: 15,
    organizer: 0,
    attendees: [1, 2, 3, 4, 5],
    rrule: 'FREQ=WEEKLY;BYDAY=MO,WE,FR',
    location: 'Room Ada',
    invite: true,
  },
  {
    title: 'Sprint planning',
    day: -21,
    hour: 14,
    length: 90,
    organizer: 4,
    attendees: [0, 5, 6, 7],
    rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU;COUNT=6',
    location: 'Room Grace',
    invite: true,
  },
  {
    title: 'Monthly review',
    day: -40,
    hour: 16,
    length: 60,
    organizer: 2,
    attendees: [0, 1, 4, 6],
    rrule: 'FREQ=MONTHLY;BYDAY=-1FR',
    description: 'Numbers of the month, what went well, what to change.',
    invite: true,
  },
  {
    title: 'Design review',
    day: -12,
    hour: 11,
    length: 60,
    organizer: 1,
    attendees: [0, 2, 3],
    invite: true,
  },
  { title: 'Customer call: Northwind', day: -9, hour: 15, length: 45, organizer: 2, attendees: [5] },
  { title: '1:1', day: -7, hour: 10, length: 30, organizer: 0, attendees: [3] },
  {
    title: 'Quarterly planning',
    day: -5,
    hour: null,
    length: 2,
    organizer: 4,
    attendees: [0, 1, 2, 5, 6],
    invite: true,
  },
  {
    title: 'Lunch & learn: accessibility',
    day: -2,
    hour: 12,
    minute: 30,
    length: 60,
    organizer: 3,
    attendees: [0, 1, 6, 7, 8],
  },
  { title: 'Release 2.3', day: 0, hour: 17, length: 30, organizer: 5, attendees: [4, 6], invite: true },
  {
    title: 'Supplier visit',
    day: 1,
    hour: 10,
    length: 120,
    organizer: 7,
    attendees: [5, 8],
    location: 'Warehouse',
  },
  {
    title: 'Photo shoot',
    day: 2,
    hour: 9,
    length: 240,
    organizer: 2,
    attendees: [1, 8],
    location: 'Studio 3',
  },
  { title: 'Design review', day: 3, hour: 11, length: 60, organizer: 1, attendees: [0, 2, 3], invite: true },
  { title: 'Customer call: Globex', day: 4, hour: 16, length: 45, organizer: 6, attendees: [2] },
  {
    title: 'Company offsite',
    day: 8,
    hour: null,
    length: 2,
    organizer: 0,
    attendees: [1, 2, 3, 4, 5, 6, 7, 8],
    invite: true,
  },
  { title: 'Interview: frontend engineer', day: 10, hour: 14, length: 60, organizer: 4, attendees: [0] },
  { title: 'Budget review', day: 11, hour: 10, length: 90, organizer: 6, attendees: [0, 2], invite: true },
  { title: 'Newsletter goes out', day: 12, hour: 8, length: 0, organizer: 2, attendees: [1, 8] },
  {
    title: 'Team dinner',
    day: 15,
    hour: 19,
    length: 150,
    organizer: 3,
    attendees: [0, 1, 2, 4, 5],
    location: 'Le Comptoir',
  },
];

const DAY = MS.DAY;

/** Loads the demo events unless there are too few active demo members; returns how many it made. */
export async function seedDemoEvents(database: Database, now: Date): Promise<number> {
  return database.transaction(async (query) => {
    const demo = await activeDemoMembers(query, 9);
    if (demo.length < 9) return 0;
    const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    const ids: string[] = [];
    for (const [i, plan] of PLANS.entries()) {
      const allDay = plan.hour === null;
      const startsAt = allDay
        ? today + plan.day * DAY
        : instantMs(
            ZONE,
            today + plan.day * DAY + (plan.hour as number) * 3_600_000 + (plan.minute ?? 0) * 60_000,
          );
      const endsAt = startsAt + (allDay ? plan.length * DAY : plan.length * 60_000);
      const timing = compileTiming({ allDay, startsAt, endsAt, timeZone: ZONE, rrule: plan.rrule ?? null });
      if (!timing.ok) throw new Error(`demo event ${plan.title}: ${timing.message}`);
      const organizer = demo[plan.organizer] as string;
      const [row] = await query<{ id: string }>(
        `INSERT INTO calendar_events (creator_uid, title, all_day, starts_at, ends_at, time_zone, color, location,
                                      description, rrule, series_until, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $12) RETURNING id::text`,
        [
          organizer,
          plan.title,
          allDay,
          new Date(timing.startsAt),
          new Date(timing.endsAt),
          ZONE,
          EVENT_COLORS[i % EVENT_COLORS.length],
          plan.location ?? '',
          plan.description ?? '',
          timing.rrule,
          timing.seriesUntil === null ? null : new Date(timing.seriesUntil),
          new Date(today - 45 * DAY),
        ],
      );
      const id = row?.id as string;
      ids.push(id);
      await query(
        `INSERT INTO calendar_participants (event_id, uid, organizer, long, span_start)
         SELECT $1::uuid, u, u = $3, false, now() FROM unnest($2::text[]) AS u`,
        [id, [organizer, ...plan.attendees.map((a) => demo[a] as string)], organizer],
      );
      if (plan.title === 'Team standup') {
        // This week's Friday standup is cancelled, next Monday's starts an hour late.
        const friday = today + ((5 - new Date(today).getUTCDay() + 7) % 7) * DAY;
        const monday = today + ((1 - new Date(today).getUTCDay() + 7) % 7 || 7) * DAY;
        const at = (day: number, hour: number, minute: number) =>
          new Date(instantMs(ZONE, day + hour * 3_600_000 + minute * 60_000));
        await query(
          'INSERT INTO calendar_overrides (event_id, original_start, cancelled) VALUES ($1, $2, true)',
          [id, at(friday, 9, 30)],
        );
        await query(
          `INSERT INTO calendar_overrides (event_id, original_start, title, starts_at, ends_at, color, location,
                                           description)
           VALUES ($1, $2, $3, $4, $5, $6, $7, '')`,
          [
            id,
            at(monday, 9, 30),
            'Team standup (late start)',
            at(monday, 10, 30),
            at(monday, 10, 45),
            EVENT_COLORS[0],
            'Room Ada',
          ],
        );
      }
    }
    await refreshSpans(query, ids);
    return ids.length;
  });
}

/** Invites `uid` to the demo events marked for it, unless they have events already. Returns how many. */
export async function seedEventsForMember(database: Database, uid: string): Promise<number> {
  const titles = [...new Set(PLANS.filter((p) => p.invite).map((p) => p.title))];
  return database.transaction(async (query: Query) => {
    if ((await query('SELECT 1 FROM calendar_participants WHERE uid = $1 LIMIT 1', [uid])).length) return 0;
    const events = await query<{ id: string }>(
      `SELECT e.id::text FROM calendar_events e JOIN members m ON m.uid = e.creator_uid AND m.demo
        WHERE e.title = ANY($1::text[])`,
      [titles],
    );
    if (!events.length) return 0;
    const ids = events.map((e) => e.id);
    await query(
      `INSERT INTO calendar_participants (event_id, uid, organizer, long, span_start)
       SELECT unnest($1::uuid[]), $2, false, false, now()`,
      [ids, uid],
    );
    await refreshSpans(query, ids);
    return ids.length;
  });
}
