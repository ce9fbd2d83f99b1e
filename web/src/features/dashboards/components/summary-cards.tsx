import type { Figure } from '@atrium/contracts';
import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col } from 'antd';
import { useTranslation } from 'react-i18next';
import { useGetSalesSummaryQuery } from '../api';
import { FigureBlock } from './figure';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

const FIGURES = ['revenue', 'sales', 'costs'] as const;

/** Revenue, Sales and Costs for the period, each against the same span last year (one request, three cards). */
export function SummaryCards({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const { currency, number } = useDashboardFormat();
  const query = useGetSalesSummaryQuery(period);
  const summary = query.data;

  return FIGURES.map((key) => {
    const title = t(`summary.${key}`);
    const figure: Figure = summary?.[key] ?? { value: 0, previous: 0, change: null };
    const show = (n: number) => (key === 'sales' ? number(n) : currency(n));
    return (
      <Col key={key} xs={24} md={8}>
        <WidgetCard
          title={title}
          query={query}
          skeletonRows={1}
          testId={`summary-${key}`}
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
