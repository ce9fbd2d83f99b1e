import type { Period } from '@atrium/contracts/dashboard-rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../lib/charts/chartjs';
import { useGetSalesByCategoryQuery } from '../api';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

/** "Sales by Category": revenue per product category as a donut, with the amounts in the legend. */
export function SalesByCategoryWidget({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const query = useGetSalesByCategoryQuery(period);
  const sales = query.data;
  const items = sales?.items ?? [];

  const data = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels: items.map((c) => t(`categories.${c.category}`)),
      datasets: [
        {
          data: items.map((c) => c.revenue),
          backgroundColor: items.map((_, i) => f.palette[i % f.palette.length] ?? f.primary),
          borderColor: f.surface,
          borderWidth: 2,
        },
      ],
    }),
    [items, f, t],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      cutout: '70%',
      plugins: {
        legend: { display: false },
        tooltip: { callbacks: { label: (item) => `${item.label}: ${f.currency(Number(item.raw))}` } },
      },
    }),
    [f],
  );

  return (
    <WidgetCard
      title={t('categorySales.title')}
      query={query}
      empty={!sales || sales.total === 0}
      skeletonRows={6}
      testId="sales-by-category"
      exportRows={() => [
        [
          t('categorySales.category'),
          t('categorySales.revenue'),
          t('categorySales.units'),
          t('categorySales.percent'),
        ],
        ...items.map((c) => [t(`categories.${c.category}`), c.revenue, c.units, c.percent]),
      ]}
    >
      {() => (
        <>
          <ThemedChart
            type="doughnut"
            data={data}
            options={options}
            ariaLabel={t('categorySales.chartLabel', { total: f.currency(sales?.total ?? 0) })}
            height={220}
          />
          <ul className="dashboard-rows" style={{ marginBlockStart: 16 }}>
            {items.map((c, i) => (
              <li key={c.category}>
                <span
                  aria-hidden
                  className="dashboard-legend-dot"
                  style={{ background: f.palette[i % f.palette.length] }}
                />
                <span className="dashboard-row-main">{t(`categories.${c.category}`)}</span>
                <span className="dashboard-row-end">
                  {f.currency(c.revenue)} <span className="dashboard-muted">({f.percent(c.percent)})</span>
                </span>
              </li>
            ))}
          </ul>
        </>
      )}
    </WidgetCard>
  );
}
