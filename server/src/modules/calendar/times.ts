import { CALENDAR_DATE_PATTERN } from '@atrium/contracts';
import { MS } from './zones.ts';

// Event times between the API and storage. Timed: ISO instants both ways (answered in UTC). All-day: dates, stored
// as UTC midnights, the end as the day after the last (so an occurrence's span is [start, end) like a timed one's),
// and answered as the last day itself.

export const isDate = (value: string) => CALENDAR_DATE_PATTERN.test(value);

/** An input start (or an all-day end's first day) as stored milliseconds. */
export const startMs = (value: string) =>
  isDate(value) ? Date.parse(`${value}T00:00:00Z`) : Date.parse(value);

/** An input end as stored: an all-day end is the day after its last day. */
export const endMs = (value: string, allDay: boolean) => startMs(value) + (allDay ? MS.DAY : 0);

const dateText = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** A stored start as the API shows it. */
export const startText = (ms: number, allDay: boolean) =>
  allDay ? dateText(ms) : new Date(ms).toISOString();

/** A stored end as the API shows it (an all-day end: its last day). */
export const endText = (ms: number, allDay: boolean) =>
  allDay ? dateText(ms - MS.DAY) : new Date(ms).toISOString();

export const ms = (value: string | Date) => new Date(value).getTime();
