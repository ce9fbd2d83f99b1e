import type { CalendarEvent } from '@atrium/contracts';
import { fromRRule, type WEEKDAYS } from '@atrium/contracts/recurrence';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { weekdayOf } from '../model/form-values';

/** dayjs's day() of each RRULE weekday. */
const DAY_INDEX: Record<(typeof WEEKDAYS)[number], number> = {
  SU: 0,
  MO: 1,
  TU: 2,
  WE: 3,
  TH: 4,
  FR: 5,
  SA: 6,
};

/**
 * How a series repeats, as a sentence in the language ("Every week on Monday, 10 times"), or null for a single
 * event; a rule the form cannot show is quoted as it is.
 */
export function useRepeatSummary(event: Pick<CalendarEvent, 'rrule' | 'timeZone' | 'start'>): string | null {
  const { t } = useTranslation('calendar');
  if (!event.rrule) return null;
  const repeat = fromRRule(event.rrule, event.timeZone);
  if (!repeat) return t('summary.custom', { rule: event.rrule });
  const weekdays = repeat.weekdays.length ? repeat.weekdays : [weekdayOf(dayjs(event.start))];
  const days = weekdays.map((d) => dayjs().day(DAY_INDEX[d]).format('dddd')).join(t('summary.separator'));
  const rule = t(`summary.${repeat.freq}`, { count: repeat.interval, days });
  if (repeat.end.kind === 'until')
    return t('summary.until', { rule, date: dayjs(repeat.end.date).format('ll') });
  if (repeat.end.kind === 'count') return t('summary.times', { rule, count: repeat.end.count });
  return rule;
}
