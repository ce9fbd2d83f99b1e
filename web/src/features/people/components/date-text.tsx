import dayjs from 'dayjs';
import relativeTime from 'dayjs/plugin/relativeTime';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';

// dayjs's locale is switched globally with the app's language (lib/locale-packs.ts); this plugin makes fromNow()
// follow it.
dayjs.extend(relativeTime);

type Format = 'dateTime' | 'date' | 'relative';

const FORMATS: Record<Exclude<Format, 'relative'>, string> = { dateTime: 'lll', date: 'LL' };

function formatted(value: string, format: Format): string {
  if (format !== 'relative') return formatDate(value, FORMATS[format]);
  const d = dayjs(value);
  return d.isValid() ? d.fromNow() : value;
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
    <time dateTime={value} title={format === 'relative' ? formatted(value, 'dateTime') : undefined}>
      {formatted(value, format)}
    </time>
  );
}
