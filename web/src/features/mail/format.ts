import dayjs from 'dayjs';
import { formatDate } from '../../lib/dates';

/** A row's date: the time for today's mail, else the date (short month), in the current language. */
export const mailTime = (iso: string, now: Date = new Date()) =>
  dayjs(iso).isSame(now, 'day') ? formatDate(iso, 'LT') : formatDate(iso, 'll');

/** A message's full date and time, in its header. */
export const mailFullTime = (iso: string) => formatDate(iso, 'llll');

/**
 * A file size in the language's own words and digits ("2.5 MB", "2,5 Mo"). Binary steps, as the limits are: the
 * 10 MB limit is 10 × 1024 × 1024 bytes and reads "10 MB".
 */
export function formatSize(bytes: number, lng: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  try {
    // "70 bytes" rather than "70 byte": the short form of the byte unit is not a plural in every language.
    const unitDisplay = unit === 'byte' ? 'long' : 'short';
    return new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(
      value,
    );
  } catch {
    return `${Math.round(value * 10) / 10} ${unit}`;
  }
}

/** A count in the language's digits and grouping ("1,234", "1 234"). */
export const formatCount = (n: number, lng: string) => new Intl.NumberFormat(lng).format(n);
