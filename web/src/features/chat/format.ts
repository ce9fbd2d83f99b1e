import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { formatDate } from '../../lib/dates';

// fromNow() in dayjs's current locale, which lib/locale-packs.ts keeps in step with the language.
dayjs.extend(relativeTime);

/** A conversation's time in the list: the time for today, else a short date (current language). */
export const listTime = (iso: string, now: Date = new Date()) =>
  dayjs(iso).isSame(now, 'day') ? formatDate(iso, 'LT') : formatDate(iso, 'L');

/** A message's time under its text. */
export const messageTime = (iso: string) => formatDate(iso, 'LT');

/** A divider's date ("November 21, 2026", "2026年11月21日"). */
export const dividerDate = (iso: string) => formatDate(iso, 'LL');

/** "5 minutes ago", for "last seen". */
export const fromNow = (iso: string) => {
  const d = dayjs(iso);
  return d.isValid() ? d.fromNow() : iso;
};
