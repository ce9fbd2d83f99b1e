import ical, { type ICalDayJsStub } from 'ical-generator';
import { vtimezone } from './vtimezone.ts';
import { compactWall, wallMs } from './zones.ts';

// iCalendar (RFC 5545) text of events, through ical-generator: a member's feed and a one-event download. A
// repeating event goes out as its series (DTSTART in its zone with TZID, the RRULE, EXDATE for cancelled
// occurrences) plus one VEVENT per changed occurrence (same UID, RECURRENCE-ID), so calendar programs expand it
// themselves. ical-generator writes RECURRENCE-ID as a time only, so a changed occurrence of an ALL-DAY series
// goes out as an EXDATE plus an event of its own. No e-mail address of any member is written: ORGANIZER and ATTENDEE need one, so they are left out.

export type IcsEvent = {
  id: string;
  title: string;
  allDay: boolean;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  rrule: string | null;
  location: string;
  description: string;
  sequence: number;
  createdAt: number;
  updatedAt: number;
  overrides: {
    originalStart: number;
    cancelled: boolean;
    startsAt: number | null;
    endsAt: number | null;
    title: string | null;
    location: string | null;
    description: string | null;
  }[];
};

/**
 * A wall time in the event's zone as ical-generator formats it (its day.js form): ical-generator writes a native
 * Date with a TZID in the server process's own zone, never in the event's.
 */
function wallTime(instant: number, zone: string): ICalDayJsStub {
  const text = compactWall(wallMs(zone, instant));
  const self: ICalDayJsStub = {
    format: (pattern?: string) => (pattern === 'YYYYMMDD' ? text.slice(0, 8) : text.slice(9)),
    isValid: () => true,
    toDate: () => new Date(instant),
    toJSON: () => new Date(instant).toISOString(),
  };
  return self;
}

/** The lines after the RRULE: EXDATE of the cancelled occurrences (all-day: and changed ones), in the event's form. */
function exdates(event: IcsEvent) {
  const cancelled = event.overrides.filter((o) => o.cancelled || event.allDay).map((o) => o.originalStart);
  if (!cancelled.length) return '';
  if (event.allDay) return `\nEXDATE;VALUE=DATE:${cancelled.map((c) => compactWall(c, true)).join(',')}`;
  const zone = event.timeZone;
  return `\nEXDATE;TZID=${zone}:${cancelled.map((c) => compactWall(wallMs(zone, c))).join(',')}`;
}

/** A whole calendar: `name` shown by calendar programs, the events with their changes, their zones' VTIMEZONEs. */
export function calendarText(
  { name, host, now }: { name: string; host: string; now: Date },
  events: IcsEvent[],
): string {
  const calendar = ical({
    name,
    prodId: { company: 'Atrium', product: 'Calendar', language: 'EN' },
    // Only the events' zones get a VTIMEZONE; the calendar itself has none (times without TZID are UTC).
    timezone: { name: null, generator: (zone) => vtimezone(zone, now) },
    ttl: 60 * 60,
  });
  for (const event of events) {
    const uid = `${event.id}@${host}`;
    const repeating = event.rrule !== null;
    // A repeating timed event is written in its zone (UTC needs no TZID: ical-generator writes UTC times as such).
    const zone = repeating && !event.allDay && event.timeZone !== 'UTC' ? event.timeZone : null;
    const at = (instant: number) => (zone ? wallTime(instant, zone) : new Date(instant));
    calendar.createEvent({
      id: uid,
      sequence: event.sequence,
      stamp: new Date(event.updatedAt),
      created: new Date(event.createdAt),
      lastModified: new Date(event.updatedAt),
      allDay: event.allDay,
      timezone: zone,
      start: at(event.startsAt),
      end: at(event.endsAt),
      summary: event.title,
      location: event.location || null,
      description: event.description || null,
      repeating: repeating ? `RRULE:${event.rrule}${exdates(event)}` : null,
    });
    for (const o of event.overrides) {
      if (o.cancelled || o.startsAt === null || o.endsAt === null) continue;
      calendar.createEvent({
        id: event.allDay ? `${event.id}-${compactWall(o.originalStart, true)}@${host}` : uid,
        sequence: event.sequence,
        stamp: new Date(event.updatedAt),
        allDay: event.allDay,
        timezone: zone,
        recurrenceId: event.allDay ? null : at(o.originalStart),
        start: at(o.startsAt),
        end: at(o.endsAt),
        summary: o.title ?? event.title,
        location: o.location || null,
        description: o.description || null,
      });
    }
  }
  return calendar.toString();
}

/** The name of a downloaded event's file: its title, safe for any file system. */
export const icsFileName = (title: string) =>
  `${
    title
      .replace(/[\p{Cc}\p{Cf}/\\:*?"<>|\s]+/gu, ' ')
      .trim()
      .slice(0, 80) || 'event'
  }.ics`;
