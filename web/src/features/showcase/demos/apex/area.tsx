import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';
import { useMonthNames } from '../../components/locale-format';

/** Area chart: revenue and expenses over the first nine months of the year. */
export default function AreaDemo() {
  const { t } = useTranslation('showcase');
  const months = useMonthNames(9);
  return (
    <ApexChart
      type="area"
      label={t('apex.area.description')}
      series={[
        {
          name: t('series.revenue'),
          data: [31000, 40000, 28000, 51000, 42000, 109000, 100000, 91000, 125000],
        },
        { name: t('series.expenses'), data: [11000, 32000, 45000, 32000, 34000, 52000, 41000, 38000, 60000] },
      ]}
      options={{
        stroke: { curve: 'straight', width: 2 },
        fill: { type: 'gradient', gradient: { opacityFrom: 0.45, opacityTo: 0.05 } },
        xaxis: { categories: months },
      }}
    />
  );
}
