import { DesktopOutlined, MobileOutlined, TabletOutlined } from '@ant-design/icons';
import { DEVICES, type Device, type Period } from '@atrium/contracts/dashboard-rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../lib/charts/chartjs';
import { useGetTrafficQuery } from '../api';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

const ICONS: Record<Device, typeof DesktopOutlined> = {
  desktop: DesktopOutlined,
  tablet: TabletOutlined,
  mobile: MobileOutlined,
};

const DONUT_OPTIONS: ChartOptions<'doughnut'> = { cutout: '72%', plugins: { legend: { display: false } } };

/** "Sessions Device": sessions from desktops, tablets and phones, as a donut with the figures below. */
export function SessionsDeviceWidget({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const query = useGetTrafficQuery({ dimension: 'device', period, limit: DEVICES.length });
  const traffic = query.data;

  // Every device in a fixed order (and colour), zeros for those without sessions.
  const devices = useMemo(
    () =>
      DEVICES.map((device, i) => {
        const row = traffic?.rows.find((r) => r.key === device);
        return {
          device,
          sessions: row?.sessions ?? 0,
          percent: row?.percent ?? 0,
          color: f.palette[i] ?? f.primary,
        };
      }),
    [traffic, f],
  );
  const total = traffic?.totalSessions ?? 0;
  const data = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels: devices.map((d) => t(`devices.${d.device}`)),
      datasets: [
        {
          data: devices.map((d) => d.sessions),
          backgroundColor: devices.map((d) => d.color),
          borderColor: f.surface,
          borderWidth: 2,
        },
      ],
    }),
    [devices, f, t],
  );

  return (
    <WidgetCard
      title={t('devices.title')}
      query={query}
      empty={total === 0}
      skeletonRows={6}
      testId="sessions-device"
      exportRows={() => [
        [t('devices.device'), t('devices.sessions'), t('devices.percent')],
        ...devices.map((d) => [t(`devices.${d.device}`), d.sessions, d.percent]),
      ]}
    >
      {() => (
        <>
          <ThemedChart
            type="doughnut"
            data={data}
            options={DONUT_OPTIONS}
            ariaLabel={t('devices.chartLabel', { total: f.number(total) })}
            height={220}
          />
          <ul className="dashboard-rows" style={{ marginBlockStart: 16 }}>
            {devices.map(({ device, sessions, percent, color }) => {
              const Icon = ICONS[device];
              return (
                <li key={device}>
                  <Icon aria-hidden style={{ color, fontSize: 18 }} />
                  <span className="dashboard-row-main">{t(`devices.${device}`)}</span>
                  <span className="dashboard-row-end">
                    {f.number(sessions)} <span className="dashboard-muted">({f.percent(percent)})</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </>
      )}
    </WidgetCard>
  );
}
