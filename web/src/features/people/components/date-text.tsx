import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';

// dayjs's locale is switched globally with the app's language (lib/locale-packs.ts); these plugins make
// 'lll' / 'LL' and fromNow() follow it.
dayjs.extend(localizedFormat);
dayjs.extend(relativeTime);

type Format = 'dateTime' | 'date' | 'relative';

const FORMATS: Record<Exclude<Format, 'relative'>, string> = { dateTime: 'lll', date: 'LL' };

export function formatDate(value: string, format: Format): string {
  const d = dayjs(value);
  if (!d.isValid()) return value;
  return format === 'relative' ? d.fromNow() : d.format(FORMATS[format]);
}

/**
 * A date in the current language, in a <time> element (the exact moment as its tooltip for relative times).
 * Subscribes to i18next so it re-renders when the language (and with it dayjs's locale) changes.
 */
export function DateText({
  value,
  format = 'dateTime',
  empty,
}: {
  value: string | null | undefined;
  format?: Format;
  /** Shown when there is no date. */
  empty?: string;
}) {
  useTranslation('people');
  if (!value) return <>{empty ?? ''}</>;
  return (
    <time dateTime={value} title={format === 'relative' ? formatDate(value, 'dateTime') : undefined}>
      {formatDate(value, format)}
    </time>
  );
}
