import { type Interval, SALES_CHANNELS } from '@atrium/contracts/dashboard-rules';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../lib/charts/chartjs';
import { useGetCustomerChannelsQuery } from '../api';
import { IntervalSwitch } from './controls';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

/** "Customers": orders per bucket in the store and online. */
export function CustomersWidget() {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const [interval, setIntervalKind] = useState<Interval>('month');
  const query = useGetCustomerChannelsQuery(interval);
  const series = query.data;

  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels: (series?.points ?? []).map((p) => f.bucket(p.start, series?.interval ?? interval)),
      datasets: SALES_CHANNELS.map((channel, i) => {
        const color = f.palette[i === 0 ? 4 : 0] ?? f.primary;
        return {
          label: t(`customers.${channel}`),
          data: (series?.points ?? []).map((p) => p[channel]),
          borderColor: color,
          backgroundColor: f.alpha(color, 0.1),
          fill: true,
          tension: 0.35,
          pointRadius: 2,
        };
      }),
    }),
    [series, interval, f, t],
  );
  const options = useMemo<ChartOptions<'line'>>(
    () => ({
      interaction: { mode: 'index', intersect: false },
      plugins: { legend: { position: 'top', align: 'end' } },
      scales: { y: { beginAtZero: true, ticks: { precision: 0 } } },
    }),
    [],
  );

  return (
    <WidgetCard
      title={t('customers.title')}
      extra={<IntervalSwitch value={interval} onChange={setIntervalKind} />}
      query={query}
      empty={!series?.points.length}
      skeletonRows={7}
      testId="customers"
      exportRows={() => [
        [t('csv.start'), t('customers.store'), t('customers.online')],
        ...(series?.points ?? []).map((p) => [p.start, p.store, p.online]),
      ]}
    >
      {() => (
        <ThemedChart
          type="line"
          data={data}
          options={options}
          ariaLabel={t('customers.chartLabel', { interval: t(`interval.${interval}`) })}
          height={300}
        />
      )}
    </WidgetCard>
  );
}
