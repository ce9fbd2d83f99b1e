import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';
import { useMonthNames } from '../../components/locale-format';

/** Stacked column chart: each month's sales split by where they were made. */
export default function StackedColumnDemo() {
  const { t } = useTranslation('showcase');
  const months = useMonthNames(6);
  return (
    <ApexChart
      type="bar"
      label={t('apex.stackedColumn.description')}
      series={[
        { name: t('series.online'), data: [440, 550, 410, 670, 220, 430] },
        { name: t('series.inStore'), data: [130, 230, 200, 80, 130, 270] },
        { name: t('series.wholesale'), data: [110, 170, 150, 150, 210, 140] },
      ]}
      options={{
        chart: { stacked: true },
        plotOptions: { bar: { columnWidth: '50%', borderRadius: 3 } },
        legend: { position: 'top' },
        xaxis: { categories: months },
      }}
    />
  );
}
