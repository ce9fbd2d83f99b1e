// Wall-clock time in an IANA zone, from the engine's own time zone data (Intl): no library, no process time zone.
// A "wall" time is a Date whose UTC fields are the local date and time in the zone ("floating"), which is how
// rrule expands a rule without shifting it by daylight-saving changes.

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

const formatters = new Map<string, Intl.DateTimeFormat>();
function formatterOf(zone: string) {
  let f = formatters.get(zone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
      era: 'short',
    });
    formatters.set(zone, f);
  }
  return f;
}

/** The zone's canonical name ("europe/paris" → "Europe/Paris"), or null when the engine does not know it. */
export function canonicalZone(zone: string): string | null {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** The wall time in `zone` at the instant `ms`, read from Intl (a few microseconds: see offsetMs for the fast way). */
function exactWallMs(zone: string, ms: number): number {
  const parts: Record<string, string> = {};
  for (const p of formatterOf(zone).formatToParts(new Date(ms))) parts[p.type] = p.value;
  const year = parts.era === 'BC' ? 1 - Number(parts.year) : Number(parts.year);
  const wall = Date.UTC(
    year,
    Number(parts.month) - 1,
    Number(parts.day),
    Number(parts.hour),
    Number(parts.minute),
    Number(parts.second),
  );
  // Intl drops the milliseconds: keep the instant's own.
  return wall + (((ms % 1000) + 1000) % 1000);
}

const exactOffsetMs = (zone: string, ms: number) => exactWallMs(zone, ms) - ms;

/** A zone's offsets through one UTC year: the one it starts with, and each change (when, to what). */
export type YearOffsets = { start: number; changes: { at: number; from: number; to: number }[] };

/** Offset tables already drawn, by zone and year (a month view expands hundreds of times in one zone). */
const tables = new Map<string, YearOffsets>();

/** The offsets of `zone` in `year`, found by weekly samples narrowed to the millisecond, kept for next time. */
export function yearOffsets(zone: string, year: number): YearOffsets {
  const key = `${zone} ${year}`;
  const known = tables.get(key);
  if (known) return known;
  const end = Date.UTC(year + 1, 0, 1);
  let at = Date.UTC(year, 0, 1);
  let offset = exactOffsetMs(zone, at);
  const table: YearOffsets = { start: offset, changes: [] };
  while (at < end) {
    const next = Math.min(at + 7 * DAY, end);
    const nextOffset = exactOffsetMs(zone, next);
    if (nextOffset !== offset) {
      let [lo, hi] = [at, next];
      while (hi - lo > 1) {
        const mid = lo + Math.floor((hi - lo) / 2);
        if (exactOffsetMs(zone, mid) === offset) lo = mid;
        else hi = mid;
      }
      table.changes.push({ at: hi, from: offset, to: nextOffset });
    }
    at = next;
    offset = nextOffset;
  }
  if (tables.size > 5000) tables.clear();
  tables.set(key, table);
  return table;
}

/** The zone's offset from UTC at the instant `ms`, in milliseconds. */
export function offsetMs(zone: string, ms: number): number {
  const { start, changes } = yearOffsets(zone, new Date(ms).getUTCFullYear());
  let offset = start;
  for (const change of changes) {
    if (change.at > ms) break;
    offset = change.to;
  }
  return offset;
}

/** The wall time in `zone` at the instant `ms`, as milliseconds of a floating time. */
export const wallMs = (zone: string, ms: number) => ms + offsetMs(zone, ms);

/**
 * The instant a wall time in `zone` names. A time that occurs twice (the hour repeated when clocks go back) is the
 * first; one that never occurs (skipped when clocks go forward) is read with the offset before the gap, so 02:30
 * on a spring-forward night is 03:30 (RFC 5545, 3.3.5).
 */
export function instantMs(zone: string, wall: number): number {
  const before = offsetMs(zone, wall - DAY);
  const after = offsetMs(zone, wall + DAY);
  const candidates = [...new Set([before, after])]
    .map((offset) => wall - offset)
    .filter((instant) => wallMs(zone, instant) === wall);
  if (candidates.length) return Math.min(...candidates);
  return wall - before;
}

/** UTC fields of a wall time, for formatting (YYYYMMDDTHHMMSS). */
export function compactWall(wall: number, dateOnly = false) {
  const iso = new Date(wall).toISOString();
  const date = iso.slice(0, 10).replaceAll('-', '');
  return dateOnly ? date : `${date}T${iso.slice(11, 19).replaceAll(':', '')}`;
}

export const MS = { HOUR, DAY };
