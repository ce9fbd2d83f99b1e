import { ShoppingOutlined } from '@ant-design/icons';
import type { Period } from '@atrium/contracts/dashboard-rules';
import { Avatar } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetTopProductsQuery } from '../api';
import { PeriodSwitch } from './controls';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

const LIMIT = 5;

/** "Top Product": the best sellers by units in the chosen period. */
export function TopProductsWidget() {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const [period, setPeriod] = useState<Period>('week');
  const query = useGetTopProductsQuery({ period, limit: LIMIT });
  const items = query.data?.items ?? [];

  return (
    <WidgetCard
      title={t('topProducts.title')}
      extra={
        <PeriodSwitch size="small" value={period} onChange={setPeriod} label={t('topProducts.period')} />
      }
      query={query}
      empty={items.length === 0}
      skeletonRows={5}
      testId="top-products"
      exportRows={() => [
        [
          t('topProducts.product'),
          t('topProducts.category'),
          t('topProducts.units'),
          t('topProducts.revenue'),
        ],
        ...items.map((p) => [p.name, p.category ? t(`categories.${p.category}`) : '', p.units, p.revenue]),
      ]}
    >
      {() => (
        <ol className="dashboard-rows">
          {items.map((p, i) => (
            <li key={p.productId ?? `${p.name}-${i}`}>
              <Avatar
                shape="square"
                size={44}
                src={p.imageUrl ?? undefined}
                icon={<ShoppingOutlined />}
                alt=""
              />
              <div className="dashboard-row-main">
                <strong>{p.name}</strong>
                <span className="dashboard-muted">
                  {p.category ? t(`categories.${p.category}`) : t('topProducts.noCategory')}
                </span>
              </div>
              <div className="dashboard-row-end">
                <div>{f.currency(p.revenue)}</div>
                <bdi className="dashboard-muted">{t('topProducts.sold', { value: f.number(p.units) })}</bdi>
              </div>
            </li>
          ))}
        </ol>
      )}
    </WidgetCard>
  );
}
