import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetSalesFiguresQuery } from '../api';
import { FigureCard } from './figure-card';
import { type DashboardFormat, useDashboardFormat } from './format';

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

  return FIGURES.map((key) => (
    <Col key={key} xs={24} sm={12} xl={6}>
      <FigureCard
        title={t(`figures.${key}`)}
        testId={`figure-${key}`}
        period={period}
        query={query}
        figure={query.data?.[key]}
        show={(n) => FORMAT[key](f, n)}
      />
    </Col>
  ));
}
