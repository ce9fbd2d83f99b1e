import {
  EVENT_YEAR_MAX,
  formatRRule,
  parseRRule,
  type RRuleParts,
  WEEKDAYS,
  type Weekday,
} from '@atrium/contracts';
import { RRule, type RRuleOptions } from './rrule-lib.ts';
import { compactWall, instantMs, MS, wallMs } from './zones.ts';

// Repeating events: checking a rule once when it is saved, and expanding it for a visible range only. Rules are
// expanded by rrule on wall-clock times ("floating" dates whose UTC fields are the local time in the event's zone)
// and each occurrence is then placed in the zone, so a weekly 09:00 stays 09:00 across daylight-saving changes.
// All-day events are dates: their zone is UTC.
//
// rrule walks a rule period by period from its start until it emits a date past the range, and stops only on an
// emitted date: a rule that never produces one runs to the year 9999 (seconds of CPU). So rules are held to a
// grammar where that can be decided (see `assertPossible`), and an expansion starts near the range, not at the
// first occurrence years ago.

/** The timing of an event as stored. */
export type Timing = {
  allDay: boolean;
  startsAt: number;
  endsAt: number;
  timeZone: string;
  rrule: string | null;
  /** The last occurrence's start a COUNT or UNTIL allows (UNTIL: an upper bound), null: no end. */
  seriesUntil: number | null;
};

/** What saving a rule stores, or why it is refused. */
export type Compiled =
  | { ok: true; startsAt: number; endsAt: number; rrule: string | null; seriesUntil: number | null }
  | { ok: false; message: string };

export type Instance = { originalStart: number; start: number; end: number };

const zoneOf = (t: Pick<Timing, 'allDay' | 'timeZone'>) => (t.allDay ? 'UTC' : t.timeZone);

const FREQ = { DAILY: RRule.DAILY, WEEKLY: RRule.WEEKLY, MONTHLY: RRule.MONTHLY, YEARLY: RRule.YEARLY };
const rruleDay = (day: Weekday) => RRule[day];

/** Refusals beyond the reader's: combinations whose emptiness cannot be seen without walking the rule. */
function grammarError(rule: RRuleParts): string | null {
  const nth = rule.byDay.some((d) => d.n !== null);
  switch (rule.freq) {
    case 'DAILY':
      if (rule.byMonth.length || rule.byMonthDay.length)
        return 'A DAILY rule takes no BYMONTH or BYMONTHDAY.';
      if (rule.byDay.length && rule.interval !== 1)
        return 'A DAILY rule with BYDAY repeats every day (INTERVAL=1).';
      return null;
    case 'WEEKLY':
      return rule.byMonth.length ? 'A WEEKLY rule takes no BYMONTH.' : null;
    case 'MONTHLY':
      if (rule.byMonth.length) return 'A MONTHLY rule takes no BYMONTH.';
      return rule.byDay.length && rule.byMonthDay.length ? 'Use BYDAY or BYMONTHDAY, not both.' : null;
    case 'YEARLY':
      if (rule.byDay.length && rule.byMonthDay.length) return 'Use BYDAY or BYMONTHDAY, not both.';
      if (rule.byDay.length && !rule.byMonth.length) return 'A YEARLY rule with BYDAY needs BYMONTH.';
      return nth && rule.byDay.some((d) => Math.abs(d.n ?? 0) > 5)
        ? 'A weekday within a month is numbered 1 to 5 or -1 to -5.'
        : null;
  }
}

const daysIn = (year: number, month: number) => new Date(Date.UTC(year, month + 1, 0)).getUTCDate();

/** Days of month `month` (0-11) of `year` a MONTHLY or YEARLY rule picks, given its first occurrence's day. */
function daysPicked(rule: RRuleParts, year: number, month: number, startDay: number): number[] {
  const length = daysIn(year, month);
  if (rule.byMonthDay.length) {
    return rule.byMonthDay.map((d) => (d > 0 ? d : length + 1 + d)).filter((d) => d >= 1 && d <= length);
  }
  if (rule.byDay.length) {
    const firstWeekday = (new Date(Date.UTC(year, month, 1)).getUTCDay() + 6) % 7; // Monday 0
    return rule.byDay.flatMap(({ day, n }) => {
      const first = 1 + ((WEEKDAYS.indexOf(day) - firstWeekday + 7) % 7);
      const all: number[] = [];
      for (let d = first; d <= length; d += 7) all.push(d);
      if (n === null) return all;
      const picked = n > 0 ? all[n - 1] : all[all.length + n];
      return picked === undefined ? [] : [picked];
    });
  }
  return startDay <= length ? [startDay] : [];
}

/**
 * Whether a MONTHLY or YEARLY rule produces a date at or after `startWall` (and by `untilWall`) before the last
 * year events may fall on, walking months, not days (at most a few thousand steps).
 */
function produces(rule: RRuleParts, startWall: number, untilWall: number | null): boolean {
  const start = new Date(startWall);
  const [y0, m0, d0] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  const timeOfDay = startWall - Date.UTC(y0, m0, d0);
  const within = (year: number, month: number, day: number) => {
    const at = Date.UTC(year, month, day) + timeOfDay;
    return at >= startWall && (untilWall === null || at <= untilWall);
  };
  const monthsOfYear = rule.byMonth.length
    ? rule.byMonth.map((m) => m - 1).sort((a, b) => a - b)
    : rule.byDay.length || rule.byMonthDay.length
      ? [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11]
      : [m0];
  for (let k = 0; ; k++) {
    const periods: [number, number][] =
      rule.freq === 'MONTHLY'
        ? [[Math.floor((m0 + k * rule.interval) / 12) + y0, (m0 + k * rule.interval) % 12]]
        : monthsOfYear.map((m) => [y0 + k * rule.interval, m]);
    const [year] = periods[0] as [number, number];
    if (
      year > EVENT_YEAR_MAX ||
      (untilWall !== null && Date.UTC(year, periods[0]?.[1] ?? 0, 1) > untilWall)
    ) {
      return false;
    }
    for (const [y, m] of periods) {
      if (daysPicked(rule, y, m, d0).some((d) => within(y, m, d))) return true;
    }
  }
}

/** rrule's options for a rule starting at `dtstartWall`, ending at `untilWall` (COUNT already turned into it). */
export function optionsOf(
  rule: RRuleParts,
  dtstartWall: number,
  untilWall: number | null,
): Partial<RRuleOptions> {
  return {
    freq: FREQ[rule.freq],
    interval: rule.interval,
    dtstart: new Date(dtstartWall),
    until: untilWall === null ? null : new Date(untilWall),
    byweekday: rule.byDay.length
      ? rule.byDay.map(({ day, n }) => (n === null ? rruleDay(day) : rruleDay(day).nth(n)))
      : null,
    bymonthday: rule.byMonthDay.length ? rule.byMonthDay : null,
    bymonth: rule.byMonth.length ? rule.byMonth : null,
    wkst: rule.wkst ? rruleDay(rule.wkst) : null,
  };
}

/**
 * The same rule started near `targetWall` (at least a whole period before it), for a range far from the first
 * occurrence: shifted by whole multiples of its period, with the days rrule would have taken from the first start
 * spelled out, so the occurrences from the new start on are exactly the original's.
 */
function seekOptions(rule: RRuleParts, dtstartWall: number, untilWall: number | null, targetWall: number) {
  const options = optionsOf(rule, dtstartWall, untilWall);
  const start = new Date(dtstartWall);
  const [y0, m0, d0] = [start.getUTCFullYear(), start.getUTCMonth(), start.getUTCDate()];
  const timeOfDay = dtstartWall - Date.UTC(y0, m0, d0);
  const target = new Date(targetWall);
  if (rule.freq === 'DAILY' || rule.freq === 'WEEKLY') {
    const period = rule.interval * (rule.freq === 'DAILY' ? MS.DAY : 7 * MS.DAY);
    const k = Math.floor((targetWall - dtstartWall) / period) - 1;
    if (k > 0) options.dtstart = new Date(dtstartWall + k * period);
    return options;
  }
  const picksDefault = !rule.byDay.length && !rule.byMonthDay.length;
  if (rule.freq === 'MONTHLY') {
    const months = (target.getUTCFullYear() - y0) * 12 + target.getUTCMonth() - m0;
    const k = Math.floor(months / rule.interval) - 1;
    if (k <= 0) return options;
    const month = m0 + k * rule.interval;
    options.dtstart = new Date(Date.UTC(y0 + Math.floor(month / 12), month % 12, 1) + timeOfDay);
    if (picksDefault) options.bymonthday = [d0];
    return options;
  }
  const k = Math.floor((target.getUTCFullYear() - y0) / rule.interval) - 1;
  if (k <= 0) return options;
  options.dtstart = new Date(Date.UTC(y0 + k * rule.interval, 0, 1) + timeOfDay);
  if (picksDefault) {
    options.bymonth = rule.byMonth.length ? rule.byMonth : [m0 + 1];
    options.bymonthday = [d0];
  }
  return options;
}

/** UNTIL as a wall time: a date is through the end of that day (its start, for an all-day event). */
function untilWallOf(until: string, allDay: boolean, zone: string): number {
  const [y, mo, d] = [Number(until.slice(0, 4)), Number(until.slice(4, 6)) - 1, Number(until.slice(6, 8))];
  if (until.length === 8) return allDay ? Date.UTC(y, mo, d) : Date.UTC(y, mo, d, 23, 59, 59);
  const instant = Date.UTC(
    y,
    mo,
    d,
    Number(until.slice(9, 11)),
    Number(until.slice(11, 13)),
    Number(until.slice(13, 15)),
  );
  if (allDay) return Date.UTC(y, mo, d);
  return wallMs(zone, instant);
}

/**
 * Checks a rule for an event and gives what to store: the normalised rule (UNTIL in UTC for a timed event, a date
 * for an all-day one), the start moved to the rule's first occurrence when the given start is not one, and the last
 * occurrence a COUNT or UNTIL allows.
 */
export function compileTiming(t: Omit<Timing, 'seriesUntil'>): Compiled {
  if (t.rrule === null)
    return { ok: true, startsAt: t.startsAt, endsAt: t.endsAt, rrule: null, seriesUntil: null };
  const parsed = parseRRule(t.rrule);
  if (!parsed.ok) return parsed;
  const rule = parsed.rule;
  const refused = grammarError(rule);
  if (refused) return { ok: false, message: refused };
  const zone = zoneOf(t);
  const duration = t.endsAt - t.startsAt;
  const startWall = wallMs(zone, t.startsAt);
  let untilWall: number | null = null;
  if (rule.until !== null) {
    untilWall = untilWallOf(rule.until, t.allDay, zone);
    if (untilWall < startWall) return { ok: false, message: 'UNTIL comes before the start.' };
    rule.until = t.allDay ? compactWall(untilWall, true) : `${compactWall(instantMs(zone, untilWall))}Z`;
  }
  if ((rule.freq === 'MONTHLY' || rule.freq === 'YEARLY') && !produces(rule, startWall, untilWall)) {
    return { ok: false, message: 'This rule never gives a date after the start.' };
  }
  const options = optionsOf(rule, startWall, untilWall);
  const expanded = new RRule({ ...options, count: rule.count });
  const first = expanded.after(new Date(startWall), true);
  if (!first) return { ok: false, message: 'This rule never gives a date after the start.' };
  if (new Date(first).getUTCFullYear() > EVENT_YEAR_MAX) {
    return { ok: false, message: `This rule gives no date before ${EVENT_YEAR_MAX + 1}.` };
  }
  const startsAt = t.allDay ? first.getTime() : instantMs(zone, first.getTime());
  let lastWall = untilWall;
  if (rule.count !== null) {
    const all = new RRule({ ...optionsOf(rule, first.getTime(), null), count: rule.count }).all();
    lastWall = (all.at(-1) ?? first).getTime();
  }
  return {
    ok: true,
    startsAt,
    endsAt: startsAt + duration,
    rrule: formatRRule(rule),
    seriesUntil: lastWall === null ? null : t.allDay ? lastWall : instantMs(zone, lastWall),
  };
}

/**
 * The occurrences of a series overlapping [from, to), by the starts the rule gives them (changes of single
 * occurrences are the caller's). At most `limit`.
 */
export function expand(t: Timing, from: number, to: number, limit: number): Instance[] {
  if (t.rrule === null) return [];
  const parsed = parseRRule(t.rrule);
  if (!parsed.ok) return [];
  const rule = parsed.rule;
  const zone = zoneOf(t);
  const duration = t.endsAt - t.startsAt;
  const startWall = wallMs(zone, t.startsAt);
  const untilWall = t.seriesUntil === null ? null : wallMs(zone, t.seriesUntil);
  // A day either side: offsets move walls by up to a day against instants.
  const fromWall = wallMs(zone, from - duration) - MS.DAY;
  const toWall = wallMs(zone, to) + MS.DAY;
  if (untilWall !== null && untilWall < fromWall) return [];
  if (toWall < startWall) return [];
  const options = seekOptions(rule, startWall, untilWall, fromWall);
  const out: Instance[] = [];
  const walls = new RRule(options).between(new Date(Math.max(fromWall, startWall)), new Date(toWall), true);
  for (const wall of walls) {
    const start = t.allDay ? wall.getTime() : instantMs(zone, wall.getTime());
    const end = start + duration;
    if (start < to && (end > from || (end === start && start >= from))) {
      out.push({ originalStart: start, start, end });
      if (out.length >= limit) break;
    }
  }
  return out;
}

/** Whether `originalStart` is an occurrence the rule gives (an override must name one). */
export function isOccurrence(t: Timing, originalStart: number): boolean {
  return expand(t, originalStart, originalStart + 1, 50).some((i) => i.originalStart === originalStart);
}
