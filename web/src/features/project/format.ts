import { formatDate } from '../../lib/dates';
import { daysUntil } from './names';

/** A YYYY-MM-DD date in the language's short form ("Mar 14, 2026"). */
export const shortDate = (date: string) => formatDate(date, 'll');
/** A moment with its time ("Mar 14, 2026 9:05 AM"). */
export const dateTime = (iso: string) => formatDate(iso, 'lll');
/** Whether a due date has passed (it is due until the end of its day). */
export const isOverdue = (date: string | null) => date !== null && daysUntil(date) < 0;

/** A file size in the language's own words and digits ("2.5 MB", "2,5 Mo"), in binary steps as the limits are. */
export function formatSize(bytes: number, lng: string): string {
  const [value, unit] =
    bytes < 1024
      ? [bytes, 'byte']
      : bytes < 1024 * 1024
        ? [bytes / 1024, 'kilobyte']
        : [bytes / (1024 * 1024), 'megabyte'];
  try {
    const unitDisplay = unit === 'byte' ? 'long' : 'short';
    return new Intl.NumberFormat(lng, { style: 'unit', unit, unitDisplay, maximumFractionDigits: 1 }).format(
      value,
    );
  } catch {
    return `${Math.round(value * 10) / 10} ${unit}`;
  }
}
