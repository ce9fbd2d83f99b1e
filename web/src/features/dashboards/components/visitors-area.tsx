import type { VisitorSeries } from '@atrium/contracts';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { AreaChart } from '../../../lib/charts/area-chart';
import { useDashboardFormat } from './format';
import { VisitorsWidget } from './visitors-widget';

/** The area chart's two series: visitors and page views. */
const SERIES = ['visitors', 'pageViews'] as const;

function VisitorsArea({ series, ariaLabel }: { series: VisitorSeries; ariaLabel: string }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const labels = useMemo(() => series.points.map((p) => f.bucket(p.start, series.interval)), [series, f]);
  const lines = useMemo(
    () =>
      SERIES.map((key, i) => ({
        key,
        label: t(`visitors.${key}`),
        values: series.points.map((p) => p[key]),
        color: f.palette[i] ?? f.primary,
      })),
    [series, f, t],
  );
  return <AreaChart labels={labels} series={lines} ariaLabel={ariaLabel} height={300} />;
}

/** The Default dashboard's "Unique Visitors": visitors and page views as an SVG area chart (no Chart.js). */
export function VisitorsAreaWidget() {
  return (
    <VisitorsWidget
      testId="visitors-line"
      chart={(series, ariaLabel) => <VisitorsArea series={series} ariaLabel={ariaLabel} />}
    />
  );
}
