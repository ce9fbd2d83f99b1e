import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { useTranslation } from 'react-i18next';

// dayjs's locale follows the app's language (lib/locale-packs.ts); this plugin makes 'LL' / 'lll' follow it.
dayjs.extend(localizedFormat);

const CURRENCY = 'USD';

/** Money (USD) and dates in the current language; re-renders when the language changes. */
export function useOrderFormat() {
  const { i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const currency = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY });
  return {
    money: (value: number) => currency.format(value),
    date: (value: string, format: 'date' | 'dateTime' = 'date') => {
      const d = dayjs(value);
      return d.isValid() ? d.format(format === 'date' ? 'LL' : 'lll') : value;
    },
  };
}

/** A date in the current language, in a <time> element. */
export function OrderDate({ value, format = 'date' }: { value: string; format?: 'date' | 'dateTime' }) {
  const { date } = useOrderFormat();
  return <time dateTime={value}>{date(value, format)}</time>;
}
