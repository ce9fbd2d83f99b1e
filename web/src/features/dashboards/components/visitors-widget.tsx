import type { VisitorSeries } from '@atrium/contracts';
import type { Interval } from '@atrium/contracts/dashboard-rules';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useGetVisitorsQuery } from '../api';
import { IntervalSwitch } from './controls';
import { WidgetCard } from './widget-card';

export type VisitorsChart = (series: VisitorSeries, ariaLabel: string) => ReactNode;

/**
 * "Unique Visitors": a time series of visits with a Day / Week / Month switch, drawn by `chart` (the Default
 * dashboard's SVG area chart, `./visitors-area`; the Analytic dashboard's Chart.js bars, `./visitors-bars`). Each
 * dashboard imports its own, so the Default dashboard does not load Chart.js.
 */
export function VisitorsWidget({
  testId,
  chart,
  initial = 'month',
}: {
  testId: string;
  chart: VisitorsChart;
  initial?: Interval;
}) {
  const { t } = useTranslation('dashboards');
  const [interval, setIntervalKind] = useState<Interval>(initial);
  const query = useGetVisitorsQuery(interval);
  const series = query.data;

  return (
    <WidgetCard
      title={t('visitors.title')}
      extra={<IntervalSwitch value={interval} onChange={setIntervalKind} />}
      query={query}
      skeletonRows={7}
      testId={testId}
      empty={!series?.points.length}
      exportRows={() => [
        [t('csv.start'), t('visitors.visitors'), t('visitors.sessions'), t('visitors.pageViews')],
        ...(series?.points ?? []).map((p) => [p.start, p.visitors, p.sessions, p.pageViews]),
      ]}
    >
      {() =>
        series && chart(series, t('visitors.chartLabel', { interval: t(`interval.${series.interval}`) }))
      }
    </WidgetCard>
  );
}
