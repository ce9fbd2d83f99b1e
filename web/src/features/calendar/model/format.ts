import type { Occurrence } from '@atrium/contracts';
import dayjs, { type Dayjs } from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import type { TFunction } from 'i18next';
import { spanOf } from './layout';

// 'LT', 'LL', 'll', 'lll': the language's own orders of date and time.
dayjs.extend(localizedFormat);

// Times as a person reads them, in the language's own formats (dayjs's locale: "9:00 AM" in English, "09:00" in
// French) and in the browser's time zone, where dayjs reads the API's UTC instants.

type Timed = Pick<Occurrence, 'start' | 'end' | 'allDay'>;

/** "9:00 AM–10:00 AM", "All day", "Mar 12 – Mar 14, 2026" (all day, several days) or "Mar 12, 9:00 PM – Mar 13, 1:00 AM". */
export function timeRangeText(o: Timed, t: TFunction<'calendar'>): string {
  const { start, end } = spanOf(o as Occurrence);
  if (o.allDay) {
    const last = end.subtract(1, 'day');
    if (last.isSame(start, 'day')) return t('allDay');
    // The year once when both days share it: "Mar 12 – Mar 14, 2026".
    const from = last.isSame(start, 'year') ? dayText(start, 'shortDay', t) : start.format('ll');
    return t('range', { from, to: last.format('ll') });
  }
  if (end.isSame(start, 'day') || end.isSame(start.add(1, 'day').startOf('day'))) {
    return t('timeRange', { from: start.format('LT'), to: end.format('LT') });
  }
  return t('range', { from: start.format('lll'), to: end.format('lll') });
}

/** An event's accessible name: "Team sync, 9:00 AM–10:00 AM". */
export const occurrenceName = (o: Occurrence, t: TFunction<'calendar'>) =>
  t('eventName', { title: o.title, time: timeRangeText(o, t) });

/**
 * A day in one of the language's patterns (calendar.json `formats`: dayjs tokens, since no locale has them all):
 * `longDay` "Thursday, March 12, 2026", "2026年3月12日（木）"; `month` "March 2026"; `shortDay` "Mar 12".
 */
export const dayText = (
  day: Dayjs,
  pattern: 'longDay' | 'month' | 'shortDay' | 'weekday',
  t: TFunction<'calendar'>,
) => day.format(t(`formats.${pattern}`));
