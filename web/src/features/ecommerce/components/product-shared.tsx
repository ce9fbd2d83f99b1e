import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLtrIsolate } from '../../../lib/bidi';

/** The HTTP status and `code` of a failed RTK Query request (undefined for anything else). */
export function statusOf(error: unknown): { status?: number | string; code?: string } {
  if (error && typeof error === 'object' && 'status' in error) {
    const e = error as { status: number | string; data?: { code?: string } };
    return { status: e.status, code: e.data?.code };
  }
  return {};
}

export {
  LoadError,
  useErrorText,
} from '../../../components/load-error';

/** Formats an amount in US dollars, the way the current language writes money. */
export function usePriceFormat() {
  const { i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  const ltr = useLtrIsolate();
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    return (amount: number) => ltr(format.format(amount));
  }, [language, ltr]);
}
