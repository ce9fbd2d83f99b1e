import type { StockStatus } from '@atrium/contracts';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const COLORS: Record<StockStatus, string> = {
  inStock: 'green',
  limitedStock: 'orange',
  outOfStock: 'red',
};

/** In Stock (green), Limited Stock (orange) or Out of Stock (red). */
export function ProductStatusTag({ status }: { status: StockStatus }) {
  const { t } = useTranslation('products');
  return <Tag color={COLORS[status]}>{t(`status.${status}`)}</Tag>;
}
