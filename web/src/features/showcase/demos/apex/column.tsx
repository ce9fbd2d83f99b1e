import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';
import { useMonthNames } from '../../components/locale-format';

/** Column chart: orders placed each month. */
export default function ColumnDemo() {
  const { t } = useTranslation('showcase');
  const months = useMonthNames(12);
  return (
    <ApexChart
      type="bar"
      label={t('apex.column.description')}
      series={[
        { name: t('series.orders'), data: [440, 550, 570, 560, 610, 580, 630, 600, 660, 720, 810, 940] },
      ]}
      options={{
        plotOptions: { bar: { columnWidth: '55%', borderRadius: 4 } },
        xaxis: { categories: months },
      }}
    />
  );
}
