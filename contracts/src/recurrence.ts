import { EVENT_REPEAT_COUNT_MAX } from './calendar.ts';

// RRULE values (RFC 5545, 3.3.10) as events store them: the strict reader both sides use (the server refuses what
// it refuses; the form can check the same), the one writer that gives every rule its stored spelling, and the
// form's simpler view of a rule. Only what can be expanded one occurrence per matched day is accepted: FREQ DAILY,
// WEEKLY, MONTHLY or YEARLY with INTERVAL, BYDAY, BYMONTHDAY, BYMONTH, WKST, and UNTIL or COUNT.
// No dependencies: the browser and the server run the same code.

export const REPEAT_FREQS = ['DAILY', 'WEEKLY', 'MONTHLY', 'YEARLY'] as const;
export type RepeatFreq = (typeof REPEAT_FREQS)[number];
export const WEEKDAYS = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'] as const;
export type Weekday = (typeof WEEKDAYS)[number];
/** The largest INTERVAL. */
export const REPEAT_INTERVAL_MAX = 99;

/** A rule's parts. `until`: a date (YYYYMMDD, through the end of that day) or a UTC time (YYYYMMDDTHHMMSSZ). */
export type RRuleParts = {
  freq: RepeatFreq;
  interval: number;
  count: number | null;
  until: string | null;
  /** Weekdays, each with its position in the month or year (2 = the second, -1 = the last) or null: every one. */
  byDay: { day: Weekday; n: number | null }[];
  byMonthDay: number[];
  byMonth: number[];
  wkst: Weekday | null;
};

export type RRuleResult = { ok: true; rule: RRuleParts } | { ok: false; message: string };

const UNTIL_PATTERN = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z)?$/;

const intList = (value: string, min: number, max: number, allowNegative: boolean) => {
  const out: number[] = [];
  for (const part of value.split(',')) {
    if (!/^[+-]?\d{1,3}$/.test(part)) return null;
    const n = Number(part);
    const size = Math.abs(n);
    if (size < min || size > max || (n < 0 && !allowNegative)) return null;
    if (!out.includes(n)) out.push(n);
  }
  return out;
};

/** Whether YYYYMMDD[THHMMSSZ] is a real date and time. */
function isRealUntil(value: string) {
  const m = UNTIL_PATTERN.exec(value);
  if (!m) return false;
  const [, y, mo, d, h = '00', mi = '00', s = '00'] = m;
  const date = new Date(Date.UTC(Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s)));
  return (
    date.getUTCFullYear() === Number(y) &&
    date.getUTCMonth() === Number(mo) - 1 &&
    date.getUTCDate() === Number(d) &&
    date.getUTCHours() === Number(h) &&
    date.getUTCMinutes() === Number(mi) &&
    date.getUTCSeconds() === Number(s)
  );
}

/**
 * Reads an RRULE value ("FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10"; a leading "RRULE:" is allowed), refusing anything
 * outside the accepted parts, a part given twice, UNTIL with COUNT, and values out of range, with a message saying
 * why.
 */
export function parseRRule(text: string): RRuleResult {
  const fail = (message: string): RRuleResult => ({ ok: false, message });
  const body = text.trim().replace(/^RRULE:/i, '');
  if (!body) return fail('The rule is empty.');
  const seen = new Map<string, string>();
  for (const part of body.split(';')) {
    const eq = part.indexOf('=');
    if (eq <= 0) return fail(`"${part.slice(0, 20)}" is not NAME=VALUE.`);
    const name = part.slice(0, eq).toUpperCase();
    if (seen.has(name)) return fail(`${name} is given twice.`);
    seen.set(name, part.slice(eq + 1).toUpperCase());
  }
  const allowed = new Set(['FREQ', 'INTERVAL', 'COUNT', 'UNTIL', 'BYDAY', 'BYMONTHDAY', 'BYMONTH', 'WKST']);
  for (const name of seen.keys()) if (!allowed.has(name)) return fail(`${name} is not supported.`);
  const freq = seen.get('FREQ');
  if (!freq || !(REPEAT_FREQS as readonly string[]).includes(freq)) {
    return fail('FREQ is DAILY, WEEKLY, MONTHLY or YEARLY.');
  }
  const rule: RRuleParts = {
    freq: freq as RepeatFreq,
    interval: 1,
    count: null,
    until: null,
    byDay: [],
    byMonthDay: [],
    byMonth: [],
    wkst: null,
  };
  const interval = seen.get('INTERVAL');
  if (interval !== undefined) {
    if (!/^\d{1,2}$/.test(interval) || Number(interval) < 1)
      return fail(`INTERVAL is 1 to ${REPEAT_INTERVAL_MAX}.`);
    rule.interval = Number(interval);
  }
  const count = seen.get('COUNT');
  const until = seen.get('UNTIL');
  if (count !== undefined && until !== undefined) return fail('A rule ends by UNTIL or by COUNT, not both.');
  if (count !== undefined) {
    if (!/^\d{1,4}$/.test(count) || Number(count) < 1 || Number(count) > EVENT_REPEAT_COUNT_MAX) {
      return fail(`COUNT is 1 to ${EVENT_REPEAT_COUNT_MAX}.`);
    }
    rule.count = Number(count);
  }
  if (until !== undefined) {
    if (!isRealUntil(until)) return fail('UNTIL is a date (YYYYMMDD) or a UTC time (YYYYMMDDTHHMMSSZ).');
    rule.until = until;
  }
  const byDay = seen.get('BYDAY');
  if (byDay !== undefined) {
    for (const item of byDay.split(',')) {
      const m = /^([+-]?\d{1,2})?(MO|TU|WE|TH|FR|SA|SU)$/.exec(item);
      if (!m) return fail(`"${item.slice(0, 10)}" is not a weekday.`);
      const n = m[1] === undefined ? null : Number(m[1]);
      const day = m[2] as Weekday;
      if (n !== null) {
        if (rule.freq !== 'MONTHLY' && rule.freq !== 'YEARLY') {
          return fail('A numbered weekday (2TU) goes with MONTHLY or YEARLY only.');
        }
        const max = rule.freq === 'MONTHLY' ? 5 : 53;
        if (n === 0 || Math.abs(n) > max) return fail(`A weekday's number is 1 to ${max} or -1 to -${max}.`);
      }
      if (!rule.byDay.some((d) => d.day === day && d.n === n)) rule.byDay.push({ day, n });
    }
  }
  const byMonthDay = seen.get('BYMONTHDAY');
  if (byMonthDay !== undefined) {
    if (rule.freq === 'WEEKLY') return fail('BYMONTHDAY does not go with WEEKLY.');
    const days = intList(byMonthDay, 1, 31, true);
    if (!days) return fail('BYMONTHDAY is 1 to 31 or -1 to -31.');
    rule.byMonthDay = days;
  }
  const byMonth = seen.get('BYMONTH');
  if (byMonth !== undefined) {
    const months = intList(byMonth, 1, 12, false);
    if (!months) return fail('BYMONTH is 1 to 12.');
    rule.byMonth = months;
  }
  const wkst = seen.get('WKST');
  if (wkst !== undefined) {
    if (!(WEEKDAYS as readonly string[]).includes(wkst)) return fail('WKST is a weekday (MO…SU).');
    rule.wkst = wkst as Weekday;
  }
  return { ok: true, rule };
}

/** The stored spelling of a rule: parts in a fixed order, defaults left out. */
export function formatRRule(rule: RRuleParts): string {
  const parts = [`FREQ=${rule.freq}`];
  if (rule.interval !== 1) parts.push(`INTERVAL=${rule.interval}`);
  if (rule.byMonth.length) parts.push(`BYMONTH=${[...rule.byMonth].sort((a, b) => a - b).join(',')}`);
  if (rule.byMonthDay.length)
    parts.push(`BYMONTHDAY=${[...rule.byMonthDay].sort((a, b) => a - b).join(',')}`);
  if (rule.byDay.length) {
    const order = (d: { day: Weekday; n: number | null }) => (d.n ?? 0) * 10 + WEEKDAYS.indexOf(d.day);
    parts.push(
      `BYDAY=${[...rule.byDay]
        .sort((a, b) => order(a) - order(b))
        .map((d) => `${d.n ?? ''}${d.day}`)
        .join(',')}`,
    );
  }
  if (rule.wkst && rule.wkst !== 'MO') parts.push(`WKST=${rule.wkst}`);
  if (rule.count !== null) parts.push(`COUNT=${rule.count}`);
  if (rule.until !== null) parts.push(`UNTIL=${rule.until}`);
  return parts.join(';');
}

/**
 * The event form's view of a rule: every `interval` days, weeks (on `weekdays`), months (on the start's day of the
 * month) or years (on the start's date), never ending, until a date (YYYY-MM-DD, included) or `count` times.
 */
export type Repeat = {
  freq: 'daily' | 'weekly' | 'monthly' | 'yearly';
  interval: number;
  /** Weekly only (empty: the start's weekday). */
  weekdays: Weekday[];
  end: { kind: 'never' } | { kind: 'until'; date: string } | { kind: 'count'; count: number };
};

/** The RRULE value of a form's choice (UNTIL as a date: the server turns it into the end of that day). */
export function toRRule(repeat: Repeat): string {
  return formatRRule({
    freq: repeat.freq.toUpperCase() as RepeatFreq,
    interval: repeat.interval,
    count: repeat.end.kind === 'count' ? repeat.end.count : null,
    until: repeat.end.kind === 'until' ? repeat.end.date.replaceAll('-', '') : null,
    byDay: repeat.freq === 'weekly' ? repeat.weekdays.map((day) => ({ day, n: null })) : [],
    byMonthDay: [],
    byMonth: [],
    wkst: null,
  });
}

/**
 * A stored rule as the form shows it, or null when the form cannot (a rule written by another program). A UTC
 * UNTIL is shown as its date in `timeZone` (the event's), where the server put the end of that day.
 */
export function fromRRule(text: string, timeZone = 'UTC'): Repeat | null {
  const parsed = parseRRule(text);
  if (!parsed.ok) return null;
  const { rule } = parsed;
  if (rule.byMonth.length || rule.byMonthDay.length) return null;
  if (rule.byDay.length && (rule.freq !== 'WEEKLY' || rule.byDay.some((d) => d.n !== null))) return null;
  const until = rule.until ? untilDate(rule.until, timeZone) : null;
  return {
    freq: rule.freq.toLowerCase() as Repeat['freq'],
    interval: rule.interval,
    weekdays: rule.byDay.map((d) => d.day),
    end:
      rule.count !== null
        ? { kind: 'count', count: rule.count }
        : until
          ? { kind: 'until', date: until }
          : { kind: 'never' },
  };
}

/** The date an UNTIL falls on in `timeZone` (YYYY-MM-DD). */
function untilDate(until: string, timeZone: string) {
  const date = `${until.slice(0, 4)}-${until.slice(4, 6)}-${until.slice(6, 8)}`;
  if (until.length === 8) return date;
  const instant = new Date(`${date}T${until.slice(9, 11)}:${until.slice(11, 13)}:${until.slice(13, 15)}Z`);
  // en-CA writes dates as YYYY-MM-DD.
  return new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
}
