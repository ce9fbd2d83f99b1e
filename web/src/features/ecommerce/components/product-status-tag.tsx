import type { StockStatus } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { StatusTag, type StatusTagColor } from '../../../components/status-tag';

const COLORS: Record<StockStatus, StatusTagColor> = {
  inStock: 'green',
  limitedStock: 'orange',
  outOfStock: 'red',
};

/** In Stock (green), Limited Stock (orange) or Out of Stock (red). */
export function ProductStatusTag({ status }: { status: StockStatus }) {
  const { t } = useTranslation('products');
  return <StatusTag color={COLORS[status]}>{t(`status.${status}`)}</StatusTag>;
}
