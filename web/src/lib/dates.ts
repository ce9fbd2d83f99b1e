import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

// 'LL' (long date) and 'lll' (date and time) in the locale's own order: "November 21, 2026", "21 novembre 2026".
dayjs.extend(localizedFormat);

/**
 * `value` (an ISO date or timestamp) in a dayjs `pattern`, in dayjs's locale `locale` (by default the app's current
 * one, which lib/locale-packs.ts keeps in step with the language); a value that is not a date comes back as it is.
 * Dates are formatted with dayjs rather than Intl.DateTimeFormat: a page's first Intl.DateTimeFormat loads ICU's date
 * data, 50–110 ms of main thread at CPU ×4, on every dashboard load.
 */
export function formatDate(value: string, pattern: string, locale?: string): string {
  const date = dayjs(value);
  if (!date.isValid()) return value;
  return (locale ? date.locale(locale) : date).format(pattern);
}
