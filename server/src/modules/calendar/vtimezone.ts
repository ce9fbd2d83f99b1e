import { compactWall, offsetMs, yearOffsets } from './zones.ts';

// VTIMEZONE components (RFC 5545, 3.6.5) for the zones a feed's events use, drawn from the engine's own time zone
// data: calendar programs that do not know an IANA name (or know an older version of it) still place the events
// right. A zone's current rule is written as a yearly RRULE (e.g. the last Sunday of March) when it holds for the
// years around now; otherwise, and for zones without daylight saving, its changes are listed one by one.

type Transition = { at: number; from: number; to: number };

/** The changes of offset in `year`. */
const transitions = (zone: string, year: number): Transition[] => yearOffsets(zone, year).changes;

const offsetText = (ms: number) => {
  const sign = ms < 0 ? '-' : '+';
  const minutes = Math.round(Math.abs(ms) / 60_000);
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
};

const WEEKDAY = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'];

/** A change as a yearly rule: its month, the weekday's place in it (-1: the last) and the local time. */
function ruleOf(t: Transition) {
  const local = new Date(t.at + t.from);
  const day = local.getUTCDate();
  const length = new Date(Date.UTC(local.getUTCFullYear(), local.getUTCMonth() + 1, 0)).getUTCDate();
  return {
    month: local.getUTCMonth(),
    weekday: local.getUTCDay(),
    n: day + 7 > length ? -1 : Math.ceil(day / 7),
    time: t.at + t.from - Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), day),
  };
}

/** The local start of the change the rule gives in `year`. */
function onsetIn(rule: ReturnType<typeof ruleOf>, year: number) {
  const length = new Date(Date.UTC(year, rule.month + 1, 0)).getUTCDate();
  const firstWeekday = new Date(Date.UTC(year, rule.month, 1)).getUTCDay();
  const first = 1 + ((rule.weekday - firstWeekday + 7) % 7);
  let day = first + 7 * (rule.n - 1);
  if (rule.n === -1) day = first + 7 * Math.floor((length - first) / 7);
  return Date.UTC(year, rule.month, day) + rule.time;
}

const block = (t: Transition, lines: string[]) => [
  `BEGIN:${t.to > t.from ? 'DAYLIGHT' : 'STANDARD'}`,
  `TZOFFSETFROM:${offsetText(t.from)}`,
  `TZOFFSETTO:${offsetText(t.to)}`,
  ...lines,
  `END:${t.to > t.from ? 'DAYLIGHT' : 'STANDARD'}`,
];

/** Components already drawn, by zone and year (each takes a few hundred Intl calls). */
const drawn = new Map<string, string>();

/** The VTIMEZONE of `zone` as of `now` (CRLF lines), or null for UTC, which needs none. */
export function vtimezone(zone: string, now: Date): string | null {
  if (zone === 'UTC') return null;
  const key = `${zone} ${now.getUTCFullYear()}`;
  let text = drawn.get(key);
  if (text === undefined) {
    text = draw(zone, now);
    if (drawn.size > 1000) drawn.clear();
    drawn.set(key, text);
  }
  return text;
}

function draw(zone: string, now: Date): string {
  const year = now.getUTCFullYear();
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`];
  const current = transitions(zone, year);
  const rules = current.map(ruleOf);
  const holds =
    current.length > 0 &&
    [year - 2, year - 1, year + 1, year + 2].every((y) => {
      const those = transitions(zone, y);
      return (
        those.length === current.length &&
        those.every((t, i) => {
          const rule = rules[i] as (typeof rules)[number];
          return t.from === current[i]?.from && t.to === current[i]?.to && t.at + t.from === onsetIn(rule, y);
        })
      );
    });
  if (holds) {
    current.forEach((t, i) => {
      const rule = rules[i] as (typeof rules)[number];
      lines.push(
        ...block(t, [
          `DTSTART:${compactWall(onsetIn(rule, 1970))}`,
          `RRULE:FREQ=YEARLY;BYMONTH=${rule.month + 1};BYDAY=${rule.n}${WEEKDAY[rule.weekday]}`,
        ]),
      );
    });
  } else {
    const listed = Array.from({ length: 16 }, (_, i) => transitions(zone, year - 5 + i)).flat();
    if (!listed.length) {
      const offset = offsetMs(zone, now.getTime());
      lines.push(...block({ at: 0, from: offset, to: offset }, ['DTSTART:19700101T000000']));
    }
    for (const t of listed) lines.push(...block(t, [`DTSTART:${compactWall(t.at + t.from)}`]));
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}
