import '../../../../lib/charts/chartjs-extras'; // registers bar, polar area and radar
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartData, ThemedChart } from '../../../../lib/charts/chartjs';
import { useChartTheme } from '../../../../lib/charts/theme';
import { useMonthNames } from '../../components/locale-format';

/** Bar chart: two datasets side by side for each month. */
export default function BarDemo() {
  const { t } = useTranslation('showcase');
  const theme = useChartTheme();
  const months = useMonthNames(7);
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: months,
      datasets: [
        {
          label: t('series.online'),
          data: [650, 590, 800, 810, 560, 550, 400],
          backgroundColor: theme.palette[0],
          borderRadius: 4,
        },
        {
          label: t('series.inStore'),
          data: [280, 480, 400, 190, 860, 270, 900],
          backgroundColor: theme.palette[1],
          borderRadius: 4,
        },
      ],
    }),
    [t, theme, months],
  );
  return <ThemedChart type="bar" data={data} ariaLabel={t('chartjs.bar.description')} height={300} />;
}
