import type { VisitorSeries } from '@atrium/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../lib/charts/chartjs';
import { useDashboardFormat } from './format';
import { VisitorsWidget } from './visitors-widget';

/** The bar chart's two series: visitors and sessions. */
const SERIES = ['visitors', 'sessions'] as const;

function VisitorsBars({ series, ariaLabel }: { series: VisitorSeries; ariaLabel: string }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: series.points.map((p) => f.bucket(p.start, series.interval)),
      datasets: SERIES.map((key, i) => ({
        label: t(`visitors.${key}`),
        data: series.points.map((p) => p[key]),
        borderColor: f.palette[i],
        backgroundColor: f.palette[i],
        borderRadius: 4,
        maxBarThickness: 14,
      })),
    }),
    [series, f, t],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'top', align: 'end' } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0, callback: (v) => f.compact(Number(v)) } } },
    }),
    [f],
  );
  return <ThemedChart type="bar" data={data} options={options} ariaLabel={ariaLabel} height={300} />;
}

/** The Analytic dashboard's "Unique Visitors": visitors and sessions as Chart.js bars. */
export function VisitorsBarsWidget() {
  return (
    <VisitorsWidget
      testId="visitors-bar"
      chart={(series, ariaLabel) => <VisitorsBars series={series} ariaLabel={ariaLabel} />}
    />
  );
}
