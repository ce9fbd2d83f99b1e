import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../../lib/charts/chartjs';
import { useChartTheme } from '../../../../lib/charts/theme';

const OPTIONS: ChartOptions<'doughnut'> = { cutout: '65%', plugins: { legend: { position: 'bottom' } } };

/** Doughnut chart: sessions by device, with the legend below. */
export default function DoughnutDemo() {
  const { t } = useTranslation('showcase');
  const theme = useChartTheme();
  const data = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels: [t('devices.desktop'), t('devices.mobile'), t('devices.tablet'), t('devices.other')],
      datasets: [
        {
          label: t('series.sessions'),
          data: [5240, 3820, 1160, 380],
          backgroundColor: theme.palette.slice(0, 4),
          // Slices are separated by the card's own colour, in light and dark mode.
          borderColor: theme.surface,
          borderWidth: 2,
        },
      ],
    }),
    [t, theme],
  );
  return (
    <ThemedChart
      type="doughnut"
      data={data}
      options={OPTIONS}
      ariaLabel={t('chartjs.doughnut.description')}
      height={300}
    />
  );
}
