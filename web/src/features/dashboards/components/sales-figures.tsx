import type { Figure } from '@atrium/contracts';
import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetSalesFiguresQuery } from '../api';
import { FigureBlock } from './figure';
import { type DashboardFormat, useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

const FIGURES = ['totalOrders', 'profit', 'conversionRate', 'dailyVisitors'] as const;
type Key = (typeof FIGURES)[number];

const FORMAT: Record<Key, (f: DashboardFormat, n: number) => string> = {
  totalOrders: (f, n) => f.number(n),
  profit: (f, n) => f.currency(n),
  conversionRate: (f, n) => f.percent(n),
  dailyVisitors: (f, n) => f.number(n),
};

/** Total order, Total profit, Conversion rate and Daily visitors for the period (one request, four cards). */
export function SalesFiguresCards({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const query = useGetSalesFiguresQuery(period);

  return FIGURES.map((key) => {
    const figure: Figure = query.data?.[key] ?? { value: 0, previous: 0, change: null };
    const show = (n: number) => FORMAT[key](f, n);
    return (
      <Col key={key} xs={24} sm={12} xl={6}>
        <WidgetCard
          title={t(`figures.${key}`)}
          query={query}
          skeletonRows={1}
          testId={`figure-${key}`}
          exportRows={() => [
            [t('csv.period'), t('csv.value'), t('csv.previous'), t('csv.change')],
            [t(`period.${period}`), figure.value, figure.previous, figure.change],
          ]}
        >
          {() => (
            <FigureBlock
              label={t(`period.${period}`)}
              value={show(figure.value)}
              change={figure.change}
              footer={t('summary.previous', { value: show(figure.previous) })}
            />
          )}
        </WidgetCard>
      </Col>
    );
  });
}
