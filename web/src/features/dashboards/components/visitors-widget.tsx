import type { VisitorSeries } from '@atrium/contracts';
import type { Interval } from '@atrium/contracts/dashboard-rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../lib/charts/chartjs';
import { useGetVisitorsQuery } from '../api';
import { IntervalSwitch } from './controls';
import { type DashboardFormat, useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

type Kind = 'line' | 'bar';

/** Which two series each chart draws: the area chart visitors and page views, the bars visitors and sessions. */
const SERIES: Record<Kind, ['visitors', 'pageViews' | 'sessions']> = {
  line: ['visitors', 'pageViews'],
  bar: ['visitors', 'sessions'],
};

function chartData(series: VisitorSeries, kind: Kind, f: DashboardFormat, label: (k: string) => string) {
  const [first, second] = SERIES[kind];
  const colours = [f.palette[0], f.palette[1]] as string[];
  return {
    labels: series.points.map((p) => f.bucket(p.start, series.interval)),
    datasets: [first, second].map((key, i) => ({
      label: label(key),
      data: series.points.map((p) => p[key]),
      borderColor: colours[i],
      backgroundColor: kind === 'line' ? f.alpha(colours[i] ?? '', 0.12) : colours[i],
      fill: kind === 'line',
      tension: 0.35,
      pointRadius: kind === 'line' ? 0 : undefined,
      borderRadius: kind === 'bar' ? 4 : undefined,
      maxBarThickness: 14,
    })),
  } as ChartData<'line' | 'bar'>;
}

/** "Unique Visitors": a time series of visits with a Day / Week / Month switch (area or bar chart). */
export function VisitorsWidget({ kind, initial = 'month' }: { kind: Kind; initial?: Interval }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const [interval, setIntervalKind] = useState<Interval>(initial);
  const query = useGetVisitorsQuery(interval);
  const series = query.data;
  const title = t('visitors.title');

  const data = useMemo(
    () => series && chartData(series, kind, f, (k) => t(`visitors.${k}`)),
    [series, kind, f, t],
  );
  const options = useMemo<ChartOptions<'line' | 'bar'>>(
    () => ({
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'top', align: 'end' } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0, callback: (v) => f.compact(Number(v)) } } },
    }),
    [f],
  );

  return (
    <WidgetCard
      title={title}
      extra={<IntervalSwitch value={interval} onChange={setIntervalKind} />}
      query={query}
      skeletonRows={7}
      testId={`visitors-${kind}`}
      empty={!series?.points.length}
      exportRows={() => [
        [t('csv.start'), t('visitors.visitors'), t('visitors.sessions'), t('visitors.pageViews')],
        ...(series?.points ?? []).map((p) => [p.start, p.visitors, p.sessions, p.pageViews]),
      ]}
    >
      {() =>
        data && (
          <ThemedChart
            type={kind}
            data={data}
            options={options}
            ariaLabel={t('visitors.chartLabel', { interval: t(`interval.${interval}`) })}
            height={300}
          />
        )
      }
    </WidgetCard>
  );
}
