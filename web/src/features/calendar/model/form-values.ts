import type { CalendarEvent, EventInput, MemberRef, Occurrence, OccurrenceInput } from '@atrium/contracts';
import { EVENT_COLORS } from '@atrium/contracts/calendar';
import { fromRRule, type Repeat, toRRule, WEEKDAYS, type Weekday } from '@atrium/contracts/recurrence';
import dayjs, { type Dayjs } from 'dayjs';

// The event form's values and how they become the API's bodies (and back): times as the contract wants them
// (an instant with the browser's offset, or a date), the repeat choice as an RRULE through the contract's writer.

/** 'custom': a stored rule the form cannot show (another program wrote it), kept as it is unless replaced. */
export type RepeatFreq = 'none' | 'custom' | Repeat['freq'];

export type RepeatValues = {
  freq: RepeatFreq;
  /** The stored rule, for 'custom'. */
  custom: string | null;
  interval: number;
  weekdays: Weekday[];
  endKind: Repeat['end']['kind'];
  until: Dayjs | null;
  count: number;
};

export type EventFormValues = {
  title: string;
  allDay: boolean;
  start: Dayjs;
  end: Dayjs;
  color: string;
  location: string;
  description: string;
  attendees: MemberRef[];
  repeat: RepeatValues;
};

/** dayjs's day() (0 = Sunday) as RRULE's weekday. */
export const weekdayOf = (day: Dayjs) =>
  (['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const)[day.day()] as Weekday;

export const NO_REPEAT: RepeatValues = {
  freq: 'none',
  custom: null,
  interval: 1,
  weekdays: [],
  endKind: 'never',
  until: null,
  count: 10,
};

/** The form's repeat choice in the contract's terms, or null: the event does not repeat. */
export function repeatOf(values: RepeatValues): Repeat | null {
  if (values.freq === 'none' || values.freq === 'custom') return null;
  const end: Repeat['end'] =
    values.endKind === 'until' && values.until
      ? { kind: 'until', date: values.until.format('YYYY-MM-DD') }
      : values.endKind === 'count'
        ? { kind: 'count', count: values.count }
        : { kind: 'never' };
  return {
    freq: values.freq,
    interval: values.interval,
    weekdays: values.freq === 'weekly' ? [...values.weekdays].sort(byWeekday) : [],
    end,
  };
}

const byWeekday = (a: Weekday, b: Weekday) => WEEKDAYS.indexOf(a) - WEEKDAYS.indexOf(b);

/** The RRULE value of the form's choice, or null. */
export function rruleOf(values: RepeatValues): string | null {
  if (values.freq === 'custom') return values.custom;
  const repeat = repeatOf(values);
  return repeat ? toRRule(repeat) : null;
}

/**
 * A stored rule as the form shows it ('custom' when the form cannot: a rule another program wrote, kept as it is).
 * Weekly with no weekday repeats on the start's weekday: the form ticks that one.
 */
export function repeatValuesOf(rrule: string | null, timeZone: string, start: Dayjs): RepeatValues {
  if (!rrule) return NO_REPEAT;
  const repeat = fromRRule(rrule, timeZone);
  if (!repeat) return { ...NO_REPEAT, freq: 'custom', custom: rrule };
  return {
    freq: repeat.freq,
    custom: null,
    interval: repeat.interval,
    weekdays: repeat.freq === 'weekly' && !repeat.weekdays.length ? [weekdayOf(start)] : repeat.weekdays,
    endKind: repeat.end.kind,
    until: repeat.end.kind === 'until' ? dayjs(repeat.end.date) : null,
    count: repeat.end.kind === 'count' ? repeat.end.count : NO_REPEAT.count,
  };
}

/** A start or end as the contract wants it: a date for an all-day event, else an instant with its offset. */
export const timeText = (time: Dayjs, allDay: boolean) =>
  allDay ? time.format('YYYY-MM-DD') : time.second(0).millisecond(0).format();

/** The browser's IANA time zone (asked when saving: the first Intl.DateTimeFormat is slow to make). */
export const browserTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** POST/PUT body of the whole event (`times`: the series' own, when saved from one of its occurrences). */
export function eventInputOf(
  values: EventFormValues,
  timeZone: string,
  times: { start: Dayjs; end: Dayjs } = values,
): EventInput {
  return {
    title: values.title.trim(),
    allDay: values.allDay,
    start: timeText(times.start, values.allDay),
    end: timeText(times.end, values.allDay),
    timeZone,
    color: values.color,
    location: values.location.trim(),
    description: values.description,
    attendeeUids: values.attendees.map((a) => a.uid),
    rrule: rruleOf(values.repeat),
  };
}

/** PUT …/occurrences body: this occurrence's own values. */
export function occurrenceInputOf(values: EventFormValues, originalStart: string): OccurrenceInput {
  return {
    originalStart,
    title: values.title.trim(),
    start: timeText(values.start, values.allDay),
    end: timeText(values.end, values.allDay),
    color: values.color,
    location: values.location.trim(),
    description: values.description,
  };
}

/** A new event's values: from a day (9:00–10:00, or that whole day) or a slot of the time grid. */
export function newEventValues(start: Dayjs, end: Dayjs, allDay: boolean): EventFormValues {
  return {
    title: '',
    allDay,
    start,
    end,
    color: EVENT_COLORS[0],
    location: '',
    description: '',
    attendees: [],
    repeat: NO_REPEAT,
  };
}

/** An existing occurrence's values, with the series' own (description, attendees, rule) from its detail. */
export function editValues(event: CalendarEvent, occurrence: Occurrence | null): EventFormValues {
  const override = occurrence?.originalStart
    ? event.overrides.find((o) => o.originalStart === occurrence.originalStart)
    : undefined;
  const start = dayjs(occurrence?.start ?? event.start);
  return {
    title: occurrence?.title ?? event.title,
    allDay: event.allDay,
    start,
    end: dayjs(occurrence?.end ?? event.end),
    color: occurrence?.color ?? event.color,
    location: occurrence?.location ?? event.location,
    description: override?.description ?? event.description,
    attendees: event.attendees,
    repeat: repeatValuesOf(event.rrule, event.timeZone, dayjs(event.start)),
  };
}

/**
 * The series' new first start and end when the whole series is saved from one of its occurrences: moved by as much
 * as the occurrence was (a meeting moved from 9:00 to 10:00 moves every week's), whatever day the series began.
 */
export function seriesTimes(event: CalendarEvent, initial: EventFormValues, values: EventFormValues) {
  if (values.allDay !== initial.allDay) {
    // Timed ↔ all day: the series keeps its first day and takes the new times of day.
    const first = dayjs(event.start).startOf('day');
    const start = values.allDay ? first : first.hour(values.start.hour()).minute(values.start.minute());
    const unit = values.allDay ? 'day' : 'minute';
    return { start, end: start.add(values.end.diff(values.start, unit), unit) };
  }
  const unit = values.allDay ? 'day' : 'minute';
  const start = dayjs(event.start).add(values.start.diff(initial.start, unit), unit);
  const end = dayjs(event.end).add(values.end.diff(initial.end, unit), unit);
  return { start, end };
}
