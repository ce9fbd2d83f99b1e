import type { Occurrence } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import { dayKey } from './range';

// Where occurrences go on the screen: the days each covers (month cells, agenda), the all-day lanes of a week, and
// the columns of overlapping timed events in a day of the time grid.

/** An occurrence as local times, its end exclusive (an all-day event's last day counts whole). */
export function spanOf(o: Occurrence): { start: Dayjs; end: Dayjs } {
  if (o.allDay) return { start: dayjs(o.start), end: dayjs(o.end).add(1, 'day') };
  return { start: dayjs(o.start), end: dayjs(o.end) };
}

/** The local days an occurrence touches, as keys (an event of no length is on its start's day). */
export function dayKeysOf(o: Occurrence): string[] {
  const { start, end } = spanOf(o);
  const last = end.isAfter(start) ? end.subtract(1, 'millisecond') : start;
  const keys: string[] = [];
  for (let day = start.startOf('day'); !day.isAfter(last, 'day'); day = day.add(1, 'day'))
    keys.push(dayKey(day));
  return keys;
}

/** All-day first, then by start (the server's order, kept within each). */
const dayOrder = (a: Occurrence, b: Occurrence) => Number(b.allDay) - Number(a.allDay);

/** Occurrences by the local day they touch, each day's list all-day first. */
export function byDay(items: Occurrence[]): Map<string, Occurrence[]> {
  const days = new Map<string, Occurrence[]>();
  for (const o of items) {
    for (const key of dayKeysOf(o)) days.set(key, [...(days.get(key) ?? []), o]);
  }
  for (const list of days.values()) list.sort(dayOrder);
  return days;
}

/** An occurrence's identity on screen: one event may show many times. */
export const occurrenceKey = (o: Occurrence) => `${o.eventId}/${o.originalStart ?? ''}`;

export type Lane = { occurrence: Occurrence; lane: number; from: number; to: number };

/**
 * The all-day row of a week: each all-day occurrence spans columns [from, to) of `days` and takes the first lane
 * free over all of them.
 */
export function allDayLanes(items: Occurrence[], days: Dayjs[]): Lane[] {
  const first = days[0];
  if (!first) return [];
  const lanesEnd: number[] = [];
  const placed: Lane[] = [];
  for (const o of items) {
    if (!o.allDay) continue;
    const { start, end } = spanOf(o);
    const from = Math.max(0, start.diff(first, 'day'));
    const to = Math.min(days.length, end.diff(first, 'day'));
    if (to <= from) continue;
    let lane = lanesEnd.findIndex((taken) => taken <= from);
    if (lane === -1) lane = lanesEnd.length;
    lanesEnd[lane] = to;
    placed.push({ occurrence: o, lane, from, to });
  }
  return placed;
}

export const MINUTES_A_DAY = 24 * 60;

export type Segment = {
  occurrence: Occurrence;
  /** Minutes from the day's midnight (wall clock), where the part of the occurrence on this day starts and ends. */
  top: number;
  bottom: number;
  /** Its column among the ones overlapping it, and how many there are. */
  column: number;
  columns: number;
};

const minuteOfDay = (time: Dayjs) => time.hour() * 60 + time.minute();

/**
 * The timed occurrences on `day`, each cut to the day, side by side where they overlap: every group of
 * occurrences that overlap one another shares the width, each in the first column free when it starts.
 */
export function segmentsOf(items: Occurrence[], day: Dayjs): Segment[] {
  const dayStart = day.startOf('day');
  const dayEnd = dayStart.add(1, 'day');
  const parts = items
    .filter((o) => !o.allDay)
    .flatMap((occurrence) => {
      const { start, end } = spanOf(occurrence);
      const touches =
        start.isBefore(dayEnd) && (end.isAfter(dayStart) || (end.isSame(start) && !start.isBefore(dayStart)));
      if (!touches) return [];
      const top = start.isBefore(dayStart) ? 0 : minuteOfDay(start);
      const bottom = end.isBefore(dayEnd) ? minuteOfDay(end) : MINUTES_A_DAY;
      return [{ occurrence, top, bottom: Math.max(bottom, top), column: 0, columns: 1 }];
    })
    .sort((a, b) => a.top - b.top || b.bottom - a.bottom);

  // A short event still takes the height of a line: overlaps are judged on what is drawn.
  const drawnEnd = (s: Segment) => Math.max(s.bottom, s.top + 20);
  let group: Segment[] = [];
  let groupEnd = -1;
  const closeGroup = () => {
    const columns = Math.max(1, ...group.map((s) => s.column + 1));
    for (const s of group) s.columns = columns;
    group = [];
  };
  for (const segment of parts) {
    if (segment.top >= groupEnd) {
      closeGroup();
      groupEnd = -1;
    }
    const busy = new Set(group.filter((s) => drawnEnd(s) > segment.top).map((s) => s.column));
    let column = 0;
    while (busy.has(column)) column += 1;
    segment.column = column;
    group.push(segment);
    groupEnd = Math.max(groupEnd, drawnEnd(segment));
  }
  closeGroup();
  return parts;
}
