import { EVENT_YEAR_MAX, EVENT_YEAR_MIN, eventInputSchema } from '@atrium/contracts/calendar';
import type { TFunction } from 'i18next';
import { type EventFormValues, eventInputOf } from './form-values';

type TimeField = 'start' | 'end';

/**
 * The contract's own checks of an event's times (a real date in the years events may fall on, the end not before
 * the start, at most a year long), run on what the form holds: the same rule the server applies, in the person's
 * language. Returns each refused time's message.
 */
export function timeErrors(
  values: EventFormValues,
  t: TFunction<'calendar'>,
): Partial<Record<TimeField, string>> {
  if (!values.start || !values.end) return {};
  // The title and the rule are the form's other fields' business: only the times are judged here.
  const body = { ...eventInputOf({ ...values, title: 'x' }, 'UTC'), rrule: null };
  const result = eventInputSchema.safeParse(body);
  if (result.success) return {};
  const errors: Partial<Record<TimeField, string>> = {};
  for (const issue of result.error.issues) {
    const field = issue.path[0];
    if ((field !== 'start' && field !== 'end') || errors[field]) continue;
    const params = (issue as { params?: { code?: string; max?: number } }).params ?? {};
    errors[field] =
      params.code === 'before_start'
        ? t('form.errors.endBeforeStart')
        : params.code === 'too_large'
          ? t('form.errors.tooLong', { count: params.max ?? 0 })
          : params.code === 'invalid'
            ? t('form.errors.years', { min: EVENT_YEAR_MIN, max: EVENT_YEAR_MAX })
            : t('form.errors.time');
  }
  return errors;
}
