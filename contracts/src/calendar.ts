import { z } from 'zod';
import { uidSchema, uuidSchema } from './api.ts';
import { CALENDAR_DATE_PATTERN, HEX_COLOR_PATTERN, memberRefSchema } from './projects.ts';

// The calendar: events a member created or was invited to. Nobody else sees an event: every route answers 404 for
// an event the caller neither created nor attends, whether or not it exists. The creator edits and deletes; an
// attendee reads (403 for changes).
//
// Times: a timed event's `start` and `end` are ISO 8601 instants with an offset ("2026-03-27T09:00:00+01:00" or
// "…Z"); the server stores UTC and answers in UTC ("…Z"). An all-day event's are calendar dates ("2026-03-27"),
// `end` being its LAST day (inclusive), the same wherever it is read. `timeZone` is the creator's IANA zone
// (`Intl.DateTimeFormat().resolvedOptions().timeZone`): a repeating event is expanded in it, so a weekly 09:00
// meeting stays at 09:00 there across daylight-saving changes.
//
// Repeats: `rrule` is an RFC 5545 RRULE value (see @atrium/contracts/recurrence to build and read the ones the
// form offers): FREQ DAILY, WEEKLY, MONTHLY or YEARLY; INTERVAL; BYDAY (weekdays, or 1MO…-1SU with MONTHLY/YEARLY);
// BYMONTHDAY; BYMONTH; WKST; and at most one of UNTIL or COUNT (≤ EVENT_REPEAT_COUNT_MAX). Nothing else (400
// `invalid` on `rrule`). The event's start is the first occurrence: a start the rule does not produce moves to the
// rule's first occurrence after it (the end moves with it). One occurrence can be changed or cancelled on its own:
// it is named by its `originalStart`, the start the rule gives it (RFC 5545 RECURRENCE-ID). Editing the whole
// series keeps those changes unless the start, time zone or rule changed (then they no longer match and go).
//
// Routes (every one `access: 'member'` unless said):
//   GET    /api/calendar/events?from&to         → OccurrenceList (from < to, at most CALENDAR_RANGE_MAX_DAYS apart)
//   POST   /api/calendar/events       EventInput → 201 CalendarEvent (attendees get 'event.invited')
//   GET    /api/calendar/events/:id              → CalendarEvent
//   PUT    /api/calendar/events/:id   EventInput → CalendarEvent (the whole series; attendees get 'event.changed',
//                                                  new ones 'event.invited', removed ones 'event.cancelled')
//   DELETE /api/calendar/events/:id              → 204 (the whole series; attendees get 'event.cancelled')
//   PUT    /api/calendar/events/:id/occurrences  OccurrenceInput → CalendarEvent (changes one occurrence)
//   DELETE /api/calendar/events/:id/occurrences?originalStart= → CalendarEvent (cancels one occurrence)
//   GET    /api/calendar/events/:id/ics          → text/calendar download of the event (series and changes)
//   GET    /api/calendar/feed                    → CalendarFeed (the member's subscription address, or nulls)
//   POST   /api/calendar/feed                    → CalendarFeed (a new secret address: the old one stops at once)
//   DELETE /api/calendar/feed                    → 204 (no address any more)
//   GET    /ical/<secret>.ics  (`access: 'public'`, outside /api) → the member's events as an iCalendar feed for
//                                                  Google Calendar, Outlook or Apple Calendar; 404 for any other
//                                                  secret, with no hint
// Realtime: 'calendar.changed' { eventId } to the creator and attendees (before and after the change).

/** An event's title, location and description, in characters. */
export const EVENT_TITLE_MAX = 200;
export const EVENT_LOCATION_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 5000;
/** Members invited to one event (the creator is not counted). */
export const EVENT_ATTENDEES_MAX = 50;
/** The longest RRULE value, in characters, and the largest COUNT. */
export const EVENT_RRULE_MAX = 300;
export const EVENT_REPEAT_COUNT_MAX = 1000;
/** The longest one occurrence may last, in days. */
export const EVENT_DURATION_MAX_DAYS = 366;
/** Dates events may fall on (a rule may go on past the last year, but is never expanded there). */
export const EVENT_YEAR_MIN = 1970;
export const EVENT_YEAR_MAX = 2200;
/**
 * The widest range GET /api/calendar/events expands, in days: a 6-week month grid plus the agenda. Repeating events
 * are expanded for the asked range only, so a wider one is refused (400 `too_large` on `to`, with `max`).
 */
export const CALENDAR_RANGE_MAX_DAYS = 62;
/** The most occurrences one range answers; past it `truncated` is true (earliest first). */
export const CALENDAR_OCCURRENCES_MAX = 5000;
/** A feed leaves out events that ended more than this many days ago (repeating ones that go on are always in). */
export const CALENDAR_FEED_PAST_DAYS = 90;
/** Label colours the web offers (any `#rrggbb` is accepted). */
export const EVENT_COLORS = [
  '#3e82f7',
  '#04d182',
  '#ffc542',
  '#de4436',
  '#a461d8',
  '#fa8c16',
  '#17bcff',
  '#1a3353',
] as const;
/** An IANA time zone's longest name. */
export const TIME_ZONE_MAX = 64;

/** A time zone this JavaScript engine knows (every IANA zone; case as given, the server keeps the canonical one). */
export function isTimeZone(name: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
    return true;
  } catch {
    return false;
  }
}

/** An instant with an offset or a date: which one an event needs is checked against `allDay`. */
export const EVENT_TIME_PATTERN =
  /^\d{4}-\d{2}-\d{2}(?:T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:\d{2}))?$/;
const eventTime = z
  .string()
  .regex(EVENT_TIME_PATTERN, 'Enter a date (YYYY-MM-DD) or a time with its offset.');

/** The year of an event time, or NaN when it is not a real date and time ("2026-02-30", "25:00"). */
function yearOf(value: string): number {
  const date = value.slice(0, 10);
  const real = new Date(`${date}T00:00:00Z`);
  if (Number.isNaN(real.getTime()) || real.toISOString().slice(0, 10) !== date) return Number.NaN;
  if (value.length > 10) {
    const [hour, minute, second = 0] = value
      .slice(11, 19)
      .split(':')
      .map((n) => Number.parseInt(n, 10));
    if ((hour ?? 99) > 23 || (minute ?? 99) > 59 || second > 59 || Number.isNaN(Date.parse(value)))
      return Number.NaN;
  }
  return real.getUTCFullYear();
}

/** Milliseconds of a start or end (a date is its UTC midnight). */
export const eventTimeMs = (value: string) =>
  CALENDAR_DATE_PATTERN.test(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);

type TimedFields = { allDay?: boolean; start?: string; end?: string };
/** The checks shared by an event and one occurrence: real times of the right kind, the end not before the start. */
function checkTimes(value: TimedFields, allDay: boolean | undefined, ctx: z.RefinementCtx) {
  for (const key of ['start', 'end'] as const) {
    const v = value[key];
    if (v === undefined) continue;
    const year = yearOf(v);
    if (Number.isNaN(year)) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: 'There is no such date or time.',
        params: { code: 'format' },
      });
    } else if (year < EVENT_YEAR_MIN || year > EVENT_YEAR_MAX) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: `Pick a date between ${EVENT_YEAR_MIN} and ${EVENT_YEAR_MAX}.`,
        params: { code: 'invalid' },
      });
    } else if (allDay !== undefined && CALENDAR_DATE_PATTERN.test(v) !== allDay) {
      ctx.addIssue({
        code: 'custom',
        path: [key],
        message: allDay ? 'An all-day event takes a date (YYYY-MM-DD).' : 'Give a time with its offset.',
        params: { code: 'format' },
      });
    }
  }
  if (value.start === undefined || value.end === undefined) return;
  const start = eventTimeMs(value.start);
  const end = eventTimeMs(value.end);
  if (Number.isNaN(start) || Number.isNaN(end)) return;
  if (end < start) {
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: 'The end comes before the start.',
      params: { code: 'before_start' },
    });
  } else if (end - start > EVENT_DURATION_MAX_DAYS * 86_400_000) {
    ctx.addIssue({
      code: 'custom',
      path: ['end'],
      message: `An event lasts at most ${EVENT_DURATION_MAX_DAYS} days.`,
      params: { code: 'too_large', max: EVENT_DURATION_MAX_DAYS },
    });
  }
}

const eventFields = {
  title: z.string().trim().min(1).max(EVENT_TITLE_MAX),
  color: z.string().regex(HEX_COLOR_PATTERN, 'A colour is #rrggbb.'),
  location: z.string().trim().max(EVENT_LOCATION_MAX),
  description: z.string().max(EVENT_DESCRIPTION_MAX),
};

/** POST /api/calendar/events and PUT /api/calendar/events/:id (the whole event or series). */
export const eventInputSchema = z
  .object({
    ...eventFields,
    allDay: z.boolean(),
    start: eventTime,
    end: eventTime,
    timeZone: z
      .string()
      .max(TIME_ZONE_MAX)
      .regex(/^[A-Za-z0-9_+\-/]+$/, 'Not a time zone.')
      .refine(isTimeZone, { message: 'Not a time zone.', params: { code: 'invalid' } }),
    location: eventFields.location.default(''),
    description: eventFields.description.default(''),
    /** Members to invite (active members of the workspace, else 400 `invalid`); the creator is left out. */
    attendeeUids: z.array(uidSchema).max(EVENT_ATTENDEES_MAX).default([]),
    /** An RRULE value ("FREQ=WEEKLY;BYDAY=MO,WE"), or null: the event does not repeat. */
    rrule: z.string().max(EVENT_RRULE_MAX).nullable().default(null),
  })
  .strict()
  .superRefine((value, ctx) => checkTimes(value, value.allDay, ctx));
export type EventInput = z.input<typeof eventInputSchema>;
export type EventInputParsed = z.infer<typeof eventInputSchema>;

/**
 * PUT /api/calendar/events/:id/occurrences: changes the one occurrence `originalStart` names (400 `invalid` when the
 * series has no such occurrence). Fields left out keep the series' values (start and end: the occurrence's own);
 * an all-day series takes dates, a timed one instants.
 */
export const occurrenceInputSchema = z
  .object({
    originalStart: eventTime,
    ...eventFields,
    start: eventTime,
    end: eventTime,
  })
  .partial()
  .required({ originalStart: true })
  .strict()
  .superRefine((value, ctx) => checkTimes(value, undefined, ctx));
export type OccurrenceInput = z.infer<typeof occurrenceInputSchema>;

export const occurrenceCancelQuerySchema = z.object({ originalStart: eventTime });

/** GET /api/calendar/events: occurrences overlapping [from, to). */
export const occurrenceRangeQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, message: 'Enter a time with its offset.' }),
    to: z.iso.datetime({ offset: true, message: 'Enter a time with its offset.' }),
  })
  .superRefine(({ from, to }, ctx) => {
    const span = Date.parse(to) - Date.parse(from);
    if (!(span > 0)) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: 'The end comes before the start.',
        params: { code: 'before_start' },
      });
    } else if (span > CALENDAR_RANGE_MAX_DAYS * 86_400_000) {
      ctx.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Ask for at most ${CALENDAR_RANGE_MAX_DAYS} days at once.`,
        params: { code: 'too_large', max: CALENDAR_RANGE_MAX_DAYS },
      });
    }
  });
export type OccurrenceRangeQuery = z.infer<typeof occurrenceRangeQuerySchema>;

export const eventParamsSchema = z.object({ id: uuidSchema });

/**
 * One occurrence in a range: an event that does not repeat, or one occurrence of a series (with its own changes
 * applied). All-day occurrences are dates; one either side of the asked range may come back (a date is a day
 * everywhere): place them by date.
 */
export const occurrenceSchema = z.object({
  eventId: z.string(),
  /** The start the rule gave this occurrence (edit or cancel it by this); null for an event that does not repeat. */
  originalStart: z.string().nullable(),
  start: z.string(),
  end: z.string(),
  allDay: z.boolean(),
  title: z.string(),
  color: z.string(),
  location: z.string(),
  /** Part of a series. */
  recurring: z.boolean(),
  /** This occurrence was changed on its own. */
  overridden: z.boolean(),
  creatorUid: z.string(),
  attendeeUids: z.array(z.string()),
  /** The caller created the event (and so may change it). */
  canEdit: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;

export const occurrenceListSchema = z.object({
  /** By start, then end, then event id. */
  items: z.array(occurrenceSchema),
  /** More than CALENDAR_OCCURRENCES_MAX occurrences: the first ones only. */
  truncated: z.boolean(),
});
export type OccurrenceList = z.infer<typeof occurrenceListSchema>;

/** One occurrence changed or cancelled on its own (RFC 5545: an instance with a RECURRENCE-ID, or an EXDATE). */
export const eventOverrideSchema = z.object({
  originalStart: z.string(),
  cancelled: z.boolean(),
  /** The occurrence's own values; null when cancelled. */
  start: z.string().nullable(),
  end: z.string().nullable(),
  title: z.string().nullable(),
  color: z.string().nullable(),
  location: z.string().nullable(),
  description: z.string().nullable(),
});
export type EventOverride = z.infer<typeof eventOverrideSchema>;

/** GET /api/calendar/events/:id: the event, or a whole series with its changed and cancelled occurrences. */
export const calendarEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  allDay: z.boolean(),
  /** The first occurrence (see the note on times at the top). */
  start: z.string(),
  end: z.string(),
  timeZone: z.string(),
  color: z.string(),
  location: z.string(),
  description: z.string(),
  /** The stored RRULE value (normalised), or null. */
  rrule: z.string().nullable(),
  /** Null once the creator's account is gone. */
  creator: memberRefSchema.nullable(),
  attendees: z.array(memberRefSchema),
  /** By original start. */
  overrides: z.array(eventOverrideSchema),
  canEdit: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CalendarEvent = z.infer<typeof calendarEventSchema>;

/** The member's iCalendar subscription. */
export const calendarFeedSchema = z.object({
  /** `https://host/ical/<secret>.ics` as this request reached the server; null when the member has none. */
  url: z.string().nullable(),
  /** The same address from the site's root ("/ical/<secret>.ics"), for a page that builds its own. */
  path: z.string().nullable(),
  createdAt: z.string().nullable(),
});
export type CalendarFeed = z.infer<typeof calendarFeedSchema>;
