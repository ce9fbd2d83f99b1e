import { Alert, Button } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from '../../../lib/api';

export const PRODUCT_LIST_PATH = '/app/apps/ecommerce/product-list';
export const ADD_PRODUCT_PATH = '/app/apps/ecommerce/add-product';
export const editProductPath = (id: string) => `/app/apps/ecommerce/edit-product/${encodeURIComponent(id)}`;

/** The HTTP status and `code` of a failed RTK Query request (undefined for anything else). */
export function statusOf(error: unknown): { status?: number | string; code?: string } {
  if (error && typeof error === 'object' && 'status' in error) {
    const e = error as { status: number | string; data?: { code?: string } };
    return { status: e.status, code: e.data?.code };
  }
  return {};
}

/** The server's message for a failed request, or a translated one when the server could not be reached. */
export function useProductErrorText() {
  const { t } = useTranslation('products');
  return (error: unknown) => {
    const { message } = apiErrorOf(error);
    return message === 'network' ? t('errors.network') : message;
  };
}

/** A request that failed: what failed, the server's reason and a Retry button. */
export function ProductLoadError({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('products');
  const errorText = useProductErrorText();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={errorText(error)}
      action={
        <Button size="small" danger onClick={onRetry}>
          {t('errors.retry')}
        </Button>
      }
    />
  );
}

/** Formats an amount in US dollars, the way the current language writes money. */
export function usePriceFormat() {
  const { i18n } = useTranslation('products');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(() => {
    const format = new Intl.NumberFormat(language, { style: 'currency', currency: 'USD' });
    return (amount: number) => format.format(amount);
  }, [language]);
}
