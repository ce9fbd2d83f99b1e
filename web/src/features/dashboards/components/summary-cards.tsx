import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetSalesSummaryQuery } from '../api';
import { FigureCard } from './figure-card';
import { useDashboardFormat } from './format';

const FIGURES = ['revenue', 'sales', 'costs'] as const;

/** Revenue, Sales and Costs for the period, each against the same span last year (one request, three cards). */
export function SummaryCards({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const { currency, number } = useDashboardFormat();
  const query = useGetSalesSummaryQuery(period);

  return FIGURES.map((key) => (
    <Col key={key} xs={24} lg={8}>
      <FigureCard
        title={t(`summary.${key}`)}
        testId={`summary-${key}`}
        period={period}
        query={query}
        figure={query.data?.[key]}
        show={(n) => (key === 'sales' ? number(n) : currency(n))}
      />
    </Col>
  ));
}
