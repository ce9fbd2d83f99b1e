import '../../../../lib/charts/chartjs-extras'; // registers bar, polar area and radar
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../../lib/charts/chartjs';
import { useChartTheme } from '../../../../lib/charts/theme';

const CHANNELS = ['direct', 'search', 'social', 'email', 'referral'] as const;
const OPTIONS: ChartOptions<'polarArea'> = {
  plugins: { legend: { position: 'bottom' } },
  scales: { r: { ticks: { maxTicksLimit: 5 } } },
};

/** Polar area chart: each channel's share drawn as a slice whose radius is its value. */
export default function PolarAreaDemo() {
  const { t } = useTranslation('showcase');
  const theme = useChartTheme();
  const data = useMemo<ChartData<'polarArea'>>(
    () => ({
      labels: CHANNELS.map((c) => t(`channels.${c}`)),
      datasets: [
        {
          label: t('series.visitors'),
          data: [11000, 16000, 7000, 3000, 14000],
          backgroundColor: theme.palette.slice(0, CHANNELS.length).map((c) => theme.alpha(c, 0.7)),
          borderColor: theme.surface,
        },
      ],
    }),
    [t, theme],
  );
  return (
    <ThemedChart
      type="polarArea"
      data={data}
      options={OPTIONS}
      ariaLabel={t('chartjs.polarArea.description')}
      height={320}
    />
  );
}
