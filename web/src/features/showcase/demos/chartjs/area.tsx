import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, ThemedChart } from '../../../../lib/charts/chartjs';
import { useChartTheme } from '../../../../lib/charts/theme';
import { useMonthNames } from '../../components/locale-format';

/** Area chart: line datasets filled down to the axis. */
export default function AreaDemo() {
  const { t } = useTranslation('showcase');
  const theme = useChartTheme();
  const months = useMonthNames(9);
  // Memoised: a new data object would redraw the chart.
  const data = useMemo<ChartData<'line'>>(() => {
    const [first = theme.primary, second = theme.primary] = theme.palette;
    return {
      labels: months,
      datasets: [
        {
          label: t('series.revenue'),
          data: [31000, 40000, 28000, 51000, 42000, 109000, 100000, 91000, 125000],
          borderColor: first,
          backgroundColor: theme.alpha(first, 0.25),
          fill: 'origin',
          tension: 0.3,
        },
        {
          label: t('series.expenses'),
          data: [11000, 32000, 45000, 32000, 34000, 52000, 41000, 38000, 60000],
          borderColor: second,
          backgroundColor: theme.alpha(second, 0.25),
          fill: 'origin',
          tension: 0.3,
        },
      ],
    };
  }, [t, theme, months]);
  return <ThemedChart type="line" data={data} ariaLabel={t('chartjs.area.description')} height={300} />;
}
