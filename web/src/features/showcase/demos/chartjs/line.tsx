import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, ThemedChart } from '../../../../lib/charts/chartjs';
import { useChartTheme } from '../../../../lib/charts/theme';
import { useMonthNames } from '../../components/locale-format';

/** Line chart: visitors and sessions month by month. */
export default function LineDemo() {
  const { t } = useTranslation('showcase');
  const theme = useChartTheme();
  const months = useMonthNames(12);
  const data = useMemo<ChartData<'line'>>(
    () => ({
      labels: months,
      datasets: [
        {
          label: t('series.visitors'),
          data: [2100, 4100, 3500, 5100, 4900, 6200, 6900, 9100, 14800, 12400, 13200, 15600],
          borderColor: theme.palette[0],
          backgroundColor: theme.palette[0],
          tension: 0.35,
        },
        {
          label: t('series.sessions'),
          data: [3200, 5300, 4400, 6800, 6100, 8000, 9300, 11500, 17600, 15000, 16200, 19400],
          borderColor: theme.palette[3],
          backgroundColor: theme.palette[3],
          tension: 0.35,
        },
      ],
    }),
    [t, theme, months],
  );
  return <ThemedChart type="line" data={data} ariaLabel={t('chartjs.line.description')} height={300} />;
}
