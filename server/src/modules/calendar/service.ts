import type {
  CalendarEvent,
  EventInputParsed,
  EventOverride,
  MemberRef,
  Occurrence,
  OccurrenceInput,
  OccurrenceList,
} from '@atrium/contracts';
import { CALENDAR_OCCURRENCES_MAX } from '@atrium/contracts';
import { LRUCache } from 'lru-cache';
import type { Database } from '../../db/client.ts';
import { fieldError, HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Query, Realtime } from '../../realtime/types.ts';
import { avatarUrlOf } from '../members/service.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { calendarText, type IcsEvent } from './ics.ts';
import { compileTiming, expand, type Instance, isOccurrence, type Timing } from './recurrence.ts';
import { refreshSpans, SHORT_MAX } from './spans.ts';
import { endMs, endText, isDate, ms, startMs, startText } from './times.ts';
import { canonicalZone } from './zones.ts';

// Who sees what: an event is seen by its creator and its attendees only (calendar_participants holds one row for
// each); anyone else gets 404 whether or not it exists. Only the creator changes an event (403 for an attendee).
// Each change runs in one transaction with its 'calendar.changed' event; attendees are notified once it committed.

export type EventRow = {
  id: string;
  creator_uid: string;
  title: string;
  all_day: boolean;
  starts_at: string | Date;
  ends_at: string | Date;
  time_zone: string;
  color: string;
  location: string;
  description: string;
  rrule: string | null;
  series_until: string | Date | null;
  sequence: number;
  created_at: string | Date;
  updated_at: string | Date;
};

export type OverrideRow = {
  event_id: string;
  original_start: string | Date;
  cancelled: boolean;
  title: string | null;
  starts_at: string | Date | null;
  ends_at: string | Date | null;
  color: string | null;
  location: string | null;
  description: string | null;
};

type PersonRow = { uid: string; display_name: string; avatar_type: string | null; avatar_version: number };

export const EVENT_COLUMNS = `e.id::text, e.creator_uid, e.title, e.all_day, e.starts_at, e.ends_at, e.time_zone,
  e.color, e.location, e.description, e.rrule, e.series_until, e.sequence, e.created_at, e.updated_at`;

export const timingOf = (e: EventRow): Timing => ({
  allDay: e.all_day,
  startsAt: ms(e.starts_at),
  endsAt: ms(e.ends_at),
  timeZone: e.time_zone,
  rrule: e.rrule,
  seriesUntil: e.series_until === null ? null : ms(e.series_until),
});

const personOf = (p: PersonRow): MemberRef => ({
  uid: p.uid,
  displayName: p.display_name,
  avatarUrl: avatarUrlOf({ uid: p.uid, avatarType: p.avatar_type, avatarVersion: p.avatar_version }),
});

export function toIcsEvent(e: EventRow, overrides: OverrideRow[]): IcsEvent {
  return {
    id: e.id,
    title: e.title,
    allDay: e.all_day,
    startsAt: ms(e.starts_at),
    endsAt: ms(e.ends_at),
    timeZone: e.time_zone,
    rrule: e.rrule,
    location: e.location,
    description: e.description,
    sequence: e.sequence,
    createdAt: ms(e.created_at),
    updatedAt: ms(e.updated_at),
    overrides: overrides.map((o) => ({
      originalStart: ms(o.original_start),
      cancelled: o.cancelled,
      startsAt: o.starts_at === null ? null : ms(o.starts_at),
      endsAt: o.ends_at === null ? null : ms(o.ends_at),
      title: o.title,
      location: o.location,
      description: o.description,
    })),
  };
}

type Deps = { realtime: Realtime; notifications: NotificationsService; appName: string };

/**
 * Expansions already made, by series version and range: a month view is asked again and again (by its member on
 * every change shown live, by every attendee of a shared series), and a series' occurrences in a range change only
 * with the series (its SEQUENCE goes up), so a process keeps them for a while.
 */
const EXPANSIONS = { max: 20_000, ttl: 10 * 60_000 };

export function calendarService(database: Database, { realtime, notifications }: Deps) {
  const expansions = new LRUCache<string, Instance[]>(EXPANSIONS);
  const expandSeries = (row: EventRow, from: number, to: number) => {
    const key = `${row.id} ${row.sequence} ${from} ${to}`;
    let found = expansions.get(key);
    if (!found) {
      found = expand(timingOf(row), from, to, CALENDAR_OCCURRENCES_MAX + 1);
      expansions.set(key, found);
    }
    return found;
  };

  /** The event if `uid` may see it (and whether they created it), or a 404. */
  async function visible(query: Query, uid: string, id: string, lock = false) {
    const [row] = await query<EventRow>(
      `SELECT ${EVENT_COLUMNS} FROM calendar_events e
        WHERE e.id = $1 AND EXISTS (SELECT 1 FROM calendar_participants p WHERE p.event_id = e.id AND p.uid = $2)
        ${lock ? 'FOR UPDATE OF e' : ''}`,
      [id, uid],
    );
    if (!row) throw notFound('There is no such event.');
    return row;
  }

  /** The event `uid` created, locked for a change: 404 when they cannot see it, 403 when they only attend. */
  async function own(query: Query, uid: string, id: string) {
    const row = await visible(query, uid, id, true);
    if (row.creator_uid !== uid) throw new HttpError(403, 'Only the creator changes an event.', 'forbidden');
    return row;
  }

  const attendeesOf = async (query: Query, id: string) =>
    (
      await query<{ uid: string }>(
        'SELECT uid FROM calendar_participants WHERE event_id = $1 AND NOT organizer ORDER BY uid',
        [id],
      )
    ).map((r) => r.uid);

  /** The attendees an input names: active members, the creator left out; 400 for anyone else. */
  async function checkAttendees(query: Query, creator: string, uids: string[]) {
    const wanted = [...new Set(uids)].filter((u) => u !== creator);
    if (!wanted.length) return [];
    const rows = await query<{ uid: string }>(
      `SELECT uid FROM members WHERE uid = ANY($1::text[]) AND status = 'active'`,
      [wanted],
    );
    if (rows.length !== wanted.length) {
      throw invalid({ attendeeUids: fieldError('invalid', 'Some of these members cannot be invited.') });
    }
    return wanted;
  }

  /** The stored timing of an input, its rule checked (400 on `rrule`) and its time zone made canonical. */
  function timingFrom(input: EventInputParsed) {
    const timeZone = canonicalZone(input.timeZone);
    if (!timeZone) throw invalid({ timeZone: fieldError('invalid', 'Not a time zone.') });
    const compiled = compileTiming({
      allDay: input.allDay,
      startsAt: startMs(input.start),
      endsAt: endMs(input.end, input.allDay),
      timeZone,
      rrule: input.rrule?.trim() ? input.rrule : null,
    });
    if (!compiled.ok) throw invalid({ rrule: fieldError('invalid', compiled.message) });
    return { ...compiled, timeZone };
  }

  /** Sets the attendees to `uids` (the creator's row stays); returns who was added and who removed. */
  async function setAttendees(query: Query, id: string, uids: string[]) {
    const before = await attendeesOf(query, id);
    const added = uids.filter((u) => !before.includes(u));
    const removed = before.filter((u) => !uids.includes(u));
    if (removed.length) {
      await query(
        'DELETE FROM calendar_participants WHERE event_id = $1 AND uid = ANY($2::text[]) AND NOT organizer',
        [id, removed],
      );
    }
    if (added.length) {
      await query(
        `INSERT INTO calendar_participants (event_id, uid, organizer, long, span_start, span_end)
         SELECT $1::uuid, unnest($2::text[]), false, false, e.starts_at, e.ends_at FROM calendar_events e WHERE e.id = $1`,
        [id, added],
      );
    }
    return { before, added, removed };
  }

  const publish = (query: Query, id: string, audience: string[]) =>
    realtime.publish(query, 'calendar.changed', audience, { eventId: id });

  async function notifyAll(
    uids: string[],
    kind: 'event.invited' | 'event.changed' | 'event.cancelled',
    actor: string,
    data: Record<string, string>,
  ) {
    for (const uid of uids) await notifications.notify(uid, kind, actor, data);
  }

  async function people(uids: string[]) {
    if (!uids.length) return new Map<string, MemberRef>();
    const rows = await database.query<PersonRow>(
      'SELECT uid, display_name, avatar_type, avatar_version FROM members WHERE uid = ANY($1::text[])',
      [uids],
    );
    return new Map(rows.map((r) => [r.uid, personOf(r)]));
  }

  const overridesOf = (query: Query, ids: string[]) =>
    ids.length
      ? query<OverrideRow>(
          `SELECT event_id::text, original_start, cancelled, title, starts_at, ends_at, color, location, description
             FROM calendar_overrides WHERE event_id = ANY($1::uuid[]) ORDER BY event_id, original_start`,
          [ids],
        )
      : Promise.resolve([] as OverrideRow[]);

  function toOverride(o: OverrideRow, allDay: boolean): EventOverride {
    return {
      originalStart: startText(ms(o.original_start), allDay),
      cancelled: o.cancelled,
      start: o.starts_at === null ? null : startText(ms(o.starts_at), allDay),
      end: o.ends_at === null ? null : endText(ms(o.ends_at), allDay),
      title: o.title,
      color: o.color,
      location: o.location,
      description: o.description,
    };
  }

  async function detail(uid: string, id: string): Promise<CalendarEvent> {
    const row = await visible(database.query, uid, id);
    const [attendees, overrides] = await Promise.all([
      attendeesOf(database.query, id),
      overridesOf(database.query, [id]),
    ]);
    const known = await people([row.creator_uid, ...attendees]);
    return {
      id: row.id,
      title: row.title,
      allDay: row.all_day,
      start: startText(ms(row.starts_at), row.all_day),
      end: endText(ms(row.ends_at), row.all_day),
      timeZone: row.time_zone,
      color: row.color,
      location: row.location,
      description: row.description,
      rrule: row.rrule,
      creator: known.get(row.creator_uid) ?? null,
      attendees: attendees.flatMap((a) => known.get(a) ?? []),
      overrides: overrides.map((o) => toOverride(o, row.all_day)),
      canEdit: row.creator_uid === uid,
      createdAt: new Date(row.created_at).toISOString(),
      updatedAt: new Date(row.updated_at).toISOString(),
    };
  }

  /** A changed or cancelled occurrence must name one the rule gives, in the series' own form (date or time). */
  function originalStartOf(row: EventRow, value: string) {
    if (!row.rrule) {
      throw invalid({ originalStart: fieldError('not_allowed', 'This event does not repeat.') });
    }
    if (isDate(value) !== row.all_day) {
      throw invalid({
        originalStart: fieldError(
          'format',
          row.all_day ? 'Give the occurrence’s date.' : 'Give the occurrence’s time.',
        ),
      });
    }
    const at = startMs(value);
    if (!isOccurrence(timingOf(row), at)) {
      throw invalid({ originalStart: fieldError('invalid', 'The event has no occurrence starting then.') });
    }
    return at;
  }

  return {
    get: detail,

    /** The occurrences overlapping [from, to) of the events `uid` sees, each series expanded for that range only. */
    async list(uid: string, from: number, to: number): Promise<OccurrenceList> {
      const rows = await database.query<EventRow>(
        `WITH mine AS (
           SELECT event_id FROM calendar_participants
            WHERE uid = $1 AND NOT long AND span_start > $2::timestamptz - $4::interval AND span_start < $3
              AND (span_end > $2 OR (span_end = span_start AND span_start >= $2))
           UNION ALL
           SELECT event_id FROM calendar_participants
            WHERE uid = $1 AND long AND span_start < $3 AND (span_end IS NULL OR span_end > $2)
         )
         SELECT ${EVENT_COLUMNS} FROM mine JOIN calendar_events e ON e.id = mine.event_id`,
        [uid, new Date(from), new Date(to), SHORT_MAX],
      );
      const repeating = rows.filter((r) => r.rrule !== null);
      // Attendees of all the events in one pass (a lookup per event cost more than the rest of the query).
      const [overrides, attendeeRows] = await Promise.all([
        overridesOf(
          database.query,
          repeating.map((r) => r.id),
        ),
        rows.length
          ? database.query<{ event_id: string; uids: string[] }>(
              `SELECT event_id::text, array_agg(uid ORDER BY uid) AS uids FROM calendar_participants
                WHERE event_id = ANY($1::uuid[]) AND NOT organizer GROUP BY event_id`,
              [rows.map((r) => r.id)],
            )
          : [],
      ]);
      const attendees = new Map(attendeeRows.map((a) => [a.event_id, a.uids]));
      const byEvent = new Map<string, OverrideRow[]>();
      for (const o of overrides) byEvent.set(o.event_id, [...(byEvent.get(o.event_id) ?? []), o]);
      const items: Occurrence[] = [];
      const overlaps = (start: number, end: number) =>
        start < to && (end > from || (end === start && start >= from));
      for (const row of rows) {
        const base = {
          eventId: row.id,
          allDay: row.all_day,
          title: row.title,
          color: row.color,
          location: row.location,
          creatorUid: row.creator_uid,
          attendeeUids: attendees.get(row.id) ?? [],
          canEdit: row.creator_uid === uid,
        };
        const timing = timingOf(row);
        const text = (start: number, end: number) => ({
          start: startText(start, row.all_day),
          end: endText(end, row.all_day),
        });
        if (row.rrule === null) {
          items.push({
            ...base,
            ...text(timing.startsAt, timing.endsAt),
            originalStart: null,
            recurring: false,
            overridden: false,
          });
          continue;
        }
        const changed = new Map((byEvent.get(row.id) ?? []).map((o) => [ms(o.original_start), o]));
        for (const instance of expandSeries(row, from, to)) {
          if (changed.has(instance.originalStart)) continue;
          items.push({
            ...base,
            ...text(instance.start, instance.end),
            originalStart: startText(instance.originalStart, row.all_day),
            recurring: true,
            overridden: false,
          });
        }
        for (const [originalStart, o] of changed) {
          if (o.cancelled || o.starts_at === null || o.ends_at === null) continue;
          const [start, end] = [ms(o.starts_at), ms(o.ends_at)];
          if (!overlaps(start, end)) continue;
          items.push({
            ...base,
            title: o.title ?? row.title,
            color: o.color ?? row.color,
            location: o.location ?? row.location,
            ...text(start, end),
            originalStart: startText(originalStart, row.all_day),
            recurring: true,
            overridden: true,
          });
        }
      }
      const key = (o: Occurrence) => (o.allDay ? `${o.start}T00:00:00.000Z` : o.start);
      items.sort((a, b) =>
        key(a) !== key(b)
          ? key(a) < key(b)
            ? -1
            : 1
          : a.end !== b.end
            ? a.end < b.end
              ? -1
              : 1
            : a.eventId < b.eventId
              ? -1
              : 1,
      );
      const truncated = items.length > CALENDAR_OCCURRENCES_MAX;
      return { items: truncated ? items.slice(0, CALENDAR_OCCURRENCES_MAX) : items, truncated };
    },

    async create(uid: string, input: EventInputParsed): Promise<CalendarEvent> {
      const timing = timingFrom(input);
      const { id, attendees } = await database.transaction(async (query) => {
        const attendees = await checkAttendees(query, uid, input.attendeeUids);
        const [row] = await query<{ id: string }>(
          `INSERT INTO calendar_events (creator_uid, title, all_day, starts_at, ends_at, time_zone, color, location,
                                        description, rrule, series_until)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id::text`,
          [
            uid,
            input.title,
            input.allDay,
            new Date(timing.startsAt),
            new Date(timing.endsAt),
            timing.timeZone,
            input.color,
            input.location,
            input.description,
            timing.rrule,
            timing.seriesUntil === null ? null : new Date(timing.seriesUntil),
          ],
        );
        const id = row?.id as string;
        await query(
          `INSERT INTO calendar_participants (event_id, uid, organizer, long, span_start, span_end)
           VALUES ($1, $2, true, false, $3, $4)`,
          [id, uid, new Date(timing.startsAt), new Date(timing.endsAt)],
        );
        await setAttendees(query, id, attendees);
        await refreshSpans(query, [id]);
        await publish(query, id, [uid, ...attendees]);
        return { id, attendees };
      });
      await notifyAll(attendees, 'event.invited', uid, {
        eventId: id,
        title: input.title,
        start: startText(timing.startsAt, input.allDay),
      });
      return detail(uid, id);
    },

    /** Replaces the whole event or series; changes of single occurrences go when the timing they hang on changed. */
    async replace(uid: string, id: string, input: EventInputParsed): Promise<CalendarEvent> {
      const timing = timingFrom(input);
      const { added, kept, removed } = await database.transaction(async (query) => {
        const row = await own(query, uid, id);
        const attendees = await checkAttendees(query, uid, input.attendeeUids);
        const before = timingOf(row);
        const retimed =
          before.startsAt !== timing.startsAt ||
          before.allDay !== input.allDay ||
          row.time_zone !== timing.timeZone ||
          row.rrule !== timing.rrule;
        await query(
          `UPDATE calendar_events SET title = $2, all_day = $3, starts_at = $4, ends_at = $5, time_zone = $6, color = $7,
                  location = $8, description = $9, rrule = $10, series_until = $11, sequence = sequence + 1,
                  updated_at = now()
            WHERE id = $1`,
          [
            id,
            input.title,
            input.allDay,
            new Date(timing.startsAt),
            new Date(timing.endsAt),
            timing.timeZone,
            input.color,
            input.location,
            input.description,
            timing.rrule,
            timing.seriesUntil === null ? null : new Date(timing.seriesUntil),
          ],
        );
        if (retimed || timing.rrule === null)
          await query('DELETE FROM calendar_overrides WHERE event_id = $1', [id]);
        const change = await setAttendees(query, id, attendees);
        await refreshSpans(query, [id]);
        await publish(query, id, [uid, ...new Set([...change.before, ...attendees])]);
        return {
          added: change.added,
          removed: change.removed,
          kept: attendees.filter((a) => !change.added.includes(a)),
        };
      });
      const data = { eventId: id, title: input.title };
      await notifyAll(added, 'event.invited', uid, {
        ...data,
        start: startText(timing.startsAt, input.allDay),
      });
      await notifyAll(kept, 'event.changed', uid, data);
      await notifyAll(removed, 'event.cancelled', uid, { title: input.title });
      return detail(uid, id);
    },

    async remove(uid: string, id: string) {
      const { attendees, title } = await database.transaction(async (query) => {
        const row = await own(query, uid, id);
        const attendees = await attendeesOf(query, id);
        await publish(query, id, [uid, ...attendees]);
        await query('DELETE FROM calendar_events WHERE id = $1', [id]);
        return { attendees, title: row.title };
      });
      await notifyAll(attendees, 'event.cancelled', uid, { title });
    },

    /** Changes one occurrence of a series: what the input leaves out keeps the occurrence's current values. */
    async editOccurrence(uid: string, id: string, input: OccurrenceInput): Promise<CalendarEvent> {
      const { attendees, title } = await database.transaction(async (query) => {
        const row = await own(query, uid, id);
        const originalStart = originalStartOf(row, input.originalStart);
        const allDay = row.all_day;
        for (const key of ['start', 'end'] as const) {
          const value = input[key];
          if (value !== undefined && isDate(value) !== allDay) {
            throw invalid({
              [key]: fieldError(
                'format',
                allDay ? 'Give a date (YYYY-MM-DD).' : 'Give a time with its offset.',
              ),
            });
          }
        }
        const [current] = await query<OverrideRow>(
          `SELECT event_id::text, original_start, cancelled, title, starts_at, ends_at, color, location, description
             FROM calendar_overrides WHERE event_id = $1 AND original_start = $2`,
          [id, new Date(originalStart)],
        );
        const live = current && !current.cancelled ? current : null;
        const currentStart = live?.starts_at ? ms(live.starts_at) : originalStart;
        const currentEnd = live?.ends_at
          ? ms(live.ends_at)
          : originalStart + ms(row.ends_at) - ms(row.starts_at);
        const startsAt = input.start !== undefined ? startMs(input.start) : currentStart;
        // A new start alone moves the occurrence, keeping its length.
        const endsAt =
          input.end !== undefined
            ? endMs(input.end, allDay)
            : input.start !== undefined
              ? startsAt + currentEnd - currentStart
              : currentEnd;
        if (endsAt < startsAt)
          throw invalid({ end: fieldError('before_start', 'The end comes before the start.') });
        const values = {
          title: input.title ?? live?.title ?? row.title,
          color: input.color ?? live?.color ?? row.color,
          location: input.location ?? live?.location ?? row.location,
          description: input.description ?? live?.description ?? row.description,
        };
        await query(
          `INSERT INTO calendar_overrides (event_id, original_start, cancelled, title, starts_at, ends_at, color, location,
                                           description)
           VALUES ($1, $2, false, $3, $4, $5, $6, $7, $8)
           ON CONFLICT (event_id, original_start) DO UPDATE SET cancelled = false, title = $3, starts_at = $4,
             ends_at = $5, color = $6, location = $7, description = $8`,
          [
            id,
            new Date(originalStart),
            values.title,
            new Date(startsAt),
            new Date(endsAt),
            values.color,
            values.location,
            values.description,
          ],
        );
        await query('UPDATE calendar_events SET sequence = sequence + 1, updated_at = now() WHERE id = $1', [
          id,
        ]);
        await refreshSpans(query, [id]);
        const attendees = await attendeesOf(query, id);
        await publish(query, id, [uid, ...attendees]);
        return { attendees, title: values.title };
      });
      await notifyAll(attendees, 'event.changed', uid, { eventId: id, title });
      return detail(uid, id);
    },

    /** Cancels one occurrence of a series (RFC 5545: an EXDATE). */
    async cancelOccurrence(uid: string, id: string, value: string): Promise<CalendarEvent> {
      const { attendees, title } = await database.transaction(async (query) => {
        const row = await own(query, uid, id);
        const originalStart = originalStartOf(row, value);
        await query(
          `INSERT INTO calendar_overrides (event_id, original_start, cancelled) VALUES ($1, $2, true)
           ON CONFLICT (event_id, original_start) DO UPDATE SET cancelled = true, title = NULL, starts_at = NULL,
             ends_at = NULL, color = NULL, location = NULL, description = NULL`,
          [id, new Date(originalStart)],
        );
        await query('UPDATE calendar_events SET sequence = sequence + 1, updated_at = now() WHERE id = $1', [
          id,
        ]);
        await refreshSpans(query, [id]);
        const attendees = await attendeesOf(query, id);
        await publish(query, id, [uid, ...attendees]);
        return { attendees, title: row.title };
      });
      await notifyAll(attendees, 'event.changed', uid, { eventId: id, title });
      return detail(uid, id);
    },

    /** One event as an iCalendar file, with its changed and cancelled occurrences. */
    async ics(uid: string, id: string, now: Date) {
      const row = await visible(database.query, uid, id);
      const overrides = await overridesOf(database.query, [id]);
      return {
        title: row.title,
        text: calendarText({ name: row.title, host: 'atrium', now }, [toIcsEvent(row, overrides)]),
      };
    },
  };
}

export type CalendarService = ReturnType<typeof calendarService>;
