import { describe, expect, it } from 'vitest';
import { eventInputSchema, occurrenceRangeQuerySchema } from './calendar.ts';
import { comparePositions, placeItem } from './ordering.ts';
import { formatRRule, fromRRule, parseRRule, toRRule } from './recurrence.ts';

describe('RRULE values', () => {
  it('reads the accepted parts, in any case, and writes them in one spelling', () => {
    const parsed = parseRRule('RRULE:freq=weekly;byday=fr,mo;interval=2;until=20261231');
    expect(parsed.ok).toBe(true);
    if (!parsed.ok) return;
    expect(parsed.rule).toMatchObject({ freq: 'WEEKLY', interval: 2, until: '20261231', count: null });
    expect(formatRRule(parsed.rule)).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,FR;UNTIL=20261231');
    const monthly = parseRRule('FREQ=MONTHLY;BYDAY=-1FR,2TU');
    expect(monthly.ok && formatRRule(monthly.rule)).toBe('FREQ=MONTHLY;BYDAY=-1FR,2TU');
  });

  it('refuses what it does not expand, with a reason', () => {
    for (const text of [
      '',
      'FREQ=HOURLY',
      'FREQ=WEEKLY;BYSETPOS=1',
      'FREQ=DAILY;COUNT=3;UNTIL=20260101',
      'FREQ=DAILY;COUNT=0',
      'FREQ=DAILY;COUNT=100000',
      'FREQ=WEEKLY;BYDAY=2MO',
      'FREQ=MONTHLY;BYDAY=6MO',
      'FREQ=DAILY;INTERVAL=0',
      'FREQ=DAILY;UNTIL=20260230',
      'FREQ=DAILY;FREQ=WEEKLY',
      'FREQ=MONTHLY;BYMONTHDAY=32',
      'garbage',
    ]) {
      const result = parseRRule(text);
      expect(result.ok, text).toBe(false);
      if (!result.ok) expect(result.message.length, text).toBeGreaterThan(5);
    }
  });

  it('gives the form its view of a rule and back', () => {
    const weekly = {
      freq: 'weekly',
      interval: 1,
      weekdays: ['MO', 'WE'],
      end: { kind: 'count', count: 10 },
    } as const;
    expect(toRRule({ ...weekly, weekdays: [...weekly.weekdays] })).toBe('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10');
    expect(fromRRule('FREQ=WEEKLY;BYDAY=MO,WE;COUNT=10')).toEqual(weekly);
    expect(
      toRRule({ freq: 'monthly', interval: 3, weekdays: [], end: { kind: 'until', date: '2026-12-31' } }),
    ).toBe('FREQ=MONTHLY;INTERVAL=3;UNTIL=20261231');
    // The server keeps a timed event's UNTIL as the end of that day in UTC: the form shows the event zone's date.
    expect(fromRRule('FREQ=DAILY;UNTIL=20261231T225959Z', 'Europe/Paris')?.end).toEqual({
      kind: 'until',
      date: '2026-12-31',
    });
    expect(fromRRule('FREQ=DAILY;UNTIL=20270101T045959Z', 'America/New_York')?.end).toEqual({
      kind: 'until',
      date: '2026-12-31',
    });
    expect(fromRRule('FREQ=MONTHLY;BYDAY=-1FR')).toBeNull();
  });
});

describe('event input', () => {
  const event = {
    title: 'Sync',
    allDay: false,
    start: '2026-03-16T09:00:00+01:00',
    end: '2026-03-16T10:00:00+01:00',
    timeZone: 'Europe/Paris',
    color: '#3e82f7',
  };
  it('takes instants for timed events and dates for all-day ones, the end not before the start', () => {
    expect(eventInputSchema.safeParse(event).success).toBe(true);
    expect(
      eventInputSchema.safeParse({ ...event, allDay: true, start: '2026-03-16', end: '2026-03-16' }).success,
    ).toBe(true);
    for (const bad of [
      { end: '2026-03-16T07:00:00+01:00' },
      { start: '2026-02-30T09:00:00Z' },
      { start: '2026-03-16T24:00:00Z' },
      { allDay: true },
      { timeZone: 'Nowhere/City' },
    ]) {
      expect(eventInputSchema.safeParse({ ...event, ...bad }).success, JSON.stringify(bad)).toBe(false);
    }
  });

  it('asks for ranges of at most 62 days, forwards', () => {
    const range = (from: string, to: string) => occurrenceRangeQuerySchema.safeParse({ from, to }).success;
    expect(range('2026-03-01T00:00:00Z', '2026-04-12T00:00:00Z')).toBe(true);
    expect(range('2026-03-01T00:00:00Z', '2026-05-03T00:00:00Z')).toBe(false);
    expect(range('2026-03-01T00:00:00Z', '2026-03-01T00:00:00Z')).toBe(false);
  });
});

describe('board order', () => {
  it('compares keys code unit by code unit, then ids, and places a moved item', () => {
    const list = [
      { id: 'b', position: 'a0' },
      { id: 'a', position: 'a0' },
      { id: 'c', position: 'Zz' },
    ].sort(comparePositions);
    expect(list.map((x) => x.id)).toEqual(['c', 'a', 'b']);
    expect(placeItem(list, { id: 'c', position: 'a1' }).map((x) => x.id)).toEqual(['a', 'b', 'c']);
  });
});
