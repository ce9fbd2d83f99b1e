import type { TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLtrIsolate } from '../../../lib/bidi';
import { formatDate } from '../../../lib/dates';

const CURRENCY = 'USD';
/** dayjs localized patterns: "November 24, 2026", "Nov 24, 2026" (tables), "Nov 24, 2026 3:05 PM". */
const PATTERNS = { date: 'LL', shortDate: 'll', dateTime: 'lll' } as const;
type DateFormat = keyof typeof PATTERNS;

/** Money (USD) and dates in the current language; re-renders when the language changes. */
export function useOrderFormat() {
  const { i18n } = useTranslation('orders');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const currency = new Intl.NumberFormat(language, { style: 'currency', currency: CURRENCY });
  const ltr = useLtrIsolate();
  return {
    money: (value: number) => ltr(currency.format(value)),
    date: (value: string, format: DateFormat = 'date') => ltr(formatDate(value, PATTERNS[format])),
  };
}

/** A date in the current language, in a <time> element. */
export function OrderDate({ value, format = 'date' }: { value: string; format?: DateFormat }) {
  const { date } = useOrderFormat();
  return <time dateTime={value}>{date(value, format)}</time>;
}

/** The product, quantity, price and total columns of an order's lines (the order drawer and the invoice). */
export function orderLineColumns<
  Line extends { productName: string; quantity: number; price: number; total: number },
>(
  money: (value: number) => string,
  titles: { product: string; quantity: string; price: string; total: string },
): NonNullable<TableProps<Line>['columns']> {
  const amount = (key: 'price' | 'total') => ({
    key,
    dataIndex: key,
    title: titles[key],
    align: 'end' as const,
    render: (v: number) => money(v),
  });
  return [
    { key: 'product', dataIndex: 'productName', title: titles.product },
    { key: 'quantity', dataIndex: 'quantity', title: titles.quantity, align: 'end' },
    amount('price'),
    amount('total'),
  ];
}
