import '../../../../lib/charts/chartjs-extras'; // registers bar, polar area and radar
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, type ChartOptions, ThemedChart } from '../../../../lib/charts/chartjs';
import { useChartTheme } from '../../../../lib/charts/theme';

const CRITERIA = ['quality', 'price', 'delivery', 'support', 'selection', 'design'] as const;
const OPTIONS: ChartOptions<'radar'> = { scales: { r: { min: 0, max: 5, ticks: { stepSize: 1 } } } };

/** Radar chart: customer ratings on six criteria, this year against last year. */
export default function RadarDemo() {
  const { t } = useTranslation('showcase');
  const theme = useChartTheme();
  const data = useMemo<ChartData<'radar'>>(() => {
    const [first = theme.primary, second = theme.primary] = theme.palette;
    return {
      labels: CRITERIA.map((c) => t(`criteria.${c}`)),
      datasets: [
        {
          label: t('series.thisYear'),
          data: [4.6, 3.9, 4.2, 4.4, 3.6, 4.8],
          borderColor: first,
          backgroundColor: theme.alpha(first, 0.2),
          pointBackgroundColor: first,
        },
        {
          label: t('series.lastYear'),
          data: [4.1, 4.2, 3.5, 3.8, 3.3, 4.0],
          borderColor: second,
          backgroundColor: theme.alpha(second, 0.2),
          pointBackgroundColor: second,
        },
      ],
    };
  }, [t, theme]);
  return (
    <ThemedChart
      type="radar"
      data={data}
      options={OPTIONS}
      ariaLabel={t('chartjs.radar.description')}
      height={320}
    />
  );
}
