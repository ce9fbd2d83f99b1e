import { parseRRule } from '@atrium/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { compileTiming, expand, optionsOf, type Timing } from './recurrence.ts';
import { RRule } from './rrule-lib.ts';
import { instantMs, wallMs } from './zones.ts';

const DAY = 86_400_000;

/** Every occurrence from the first, walked by rrule without any shortcut: what `expand` must agree with. */
function walked(t: Timing, from: number, to: number) {
  const parsed = parseRRule(t.rrule as string);
  if (!parsed.ok) throw new Error(parsed.message);
  const zone = t.allDay ? 'UTC' : t.timeZone;
  const until = t.seriesUntil === null ? null : wallMs(zone, t.seriesUntil);
  const rule = new RRule({ ...optionsOf(parsed.rule, wallMs(zone, t.startsAt), until), count: null });
  const duration = t.endsAt - t.startsAt;
  return rule
    .between(new Date(wallMs(zone, from) - duration - 2 * DAY), new Date(wallMs(zone, to) + 2 * DAY), true)
    .map((w) => (t.allDay ? w.getTime() : instantMs(zone, w.getTime())))
    .filter((start) => start < to && start + duration > from);
}

describe('repeat expansion', () => {
  it('gives, for any rule and range, what walking the rule from its first occurrence gives', () => {
    const rules = [
      'FREQ=DAILY',
      'FREQ=DAILY;INTERVAL=3',
      'FREQ=DAILY;BYDAY=MO,TU,WE,TH,FR',
      'FREQ=WEEKLY;BYDAY=MO,WE,FR',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=TU,SU;WKST=SU',
      'FREQ=MONTHLY',
      'FREQ=MONTHLY;INTERVAL=2;BYMONTHDAY=31',
      'FREQ=MONTHLY;BYDAY=-1FR,1MO',
      'FREQ=MONTHLY;BYMONTHDAY=-1',
      'FREQ=YEARLY',
      'FREQ=YEARLY;BYMONTH=2;BYMONTHDAY=29',
      'FREQ=YEARLY;INTERVAL=2;BYMONTH=3,10;BYDAY=-1SU',
      'FREQ=WEEKLY;BYDAY=TH;COUNT=40',
      'FREQ=DAILY;UNTIL=20300101',
    ];
    fc.assert(
      fc.property(
        fc.constantFrom(...rules),
        fc.constantFrom('Europe/Paris', 'America/New_York', 'Australia/Sydney', 'Asia/Tokyo'),
        fc.boolean(),
        fc.integer({ min: Date.UTC(2020, 0, 1), max: Date.UTC(2026, 0, 1) }),
        fc.integer({ min: 0, max: 3000 }),
        fc.integer({ min: 1, max: 62 }),
        (rrule, timeZone, allDay, start, offsetDays, span) => {
          const startsAt = allDay ? Math.floor(start / DAY) * DAY : Math.floor(start / 60_000) * 60_000;
          const compiled = compileTiming({
            allDay,
            startsAt,
            endsAt: startsAt + (allDay ? DAY : 45 * 60_000),
            timeZone,
            rrule,
          });
          if (!compiled.ok) throw new Error(`${rrule}: ${compiled.message}`);
          const t: Timing = { allDay, timeZone, ...compiled };
          const from = startsAt + offsetDays * DAY;
          const to = from + span * DAY;
          expect(expand(t, from, to, 10_000).map((i) => i.start)).toEqual(walked(t, from, to));
        },
      ),
      { numRuns: 300, seed: 316 },
    );
  });

  it('keeps local wall-clock times across daylight-saving changes', () => {
    const compiled = compileTiming({
      allDay: false,
      startsAt: Date.parse('2026-10-19T09:00:00-04:00'),
      endsAt: Date.parse('2026-10-19T10:00:00-04:00'),
      timeZone: 'America/New_York',
      rrule: 'FREQ=WEEKLY;BYDAY=MO;COUNT=4',
    });
    if (!compiled.ok) throw new Error(compiled.message);
    const starts = expand(
      { allDay: false, timeZone: 'America/New_York', ...compiled },
      Date.parse('2026-10-01T00:00:00Z'),
      Date.parse('2026-11-30T00:00:00Z'),
      10,
    ).map((i) => new Date(i.start).toISOString());
    // New York leaves summer time on 1 November: 13:00 UTC before, 14:00 after, 09:00 there throughout.
    expect(starts).toEqual([
      '2026-10-19T13:00:00.000Z',
      '2026-10-26T13:00:00.000Z',
      '2026-11-02T14:00:00.000Z',
      '2026-11-09T14:00:00.000Z',
    ]);
  });

  it('places a skipped local time after the gap and a repeated one at its first occurrence', () => {
    // Paris: 02:30 on 29 March 2026 does not exist (read as 03:30); 02:30 on 25 October happens twice.
    expect(new Date(instantMs('Europe/Paris', Date.UTC(2026, 2, 29, 2, 30))).toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    expect(new Date(instantMs('Europe/Paris', Date.UTC(2026, 9, 25, 2, 30))).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });
});
