import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';
import { useMonthNames } from '../../components/locale-format';

/** Line chart: visitors and sessions month by month. */
export default function LineDemo() {
  const { t } = useTranslation('showcase');
  const months = useMonthNames(12);
  return (
    <ApexChart
      type="line"
      label={t('apex.line.description')}
      series={[
        {
          name: t('series.visitors'),
          data: [2100, 4100, 3500, 5100, 4900, 6200, 6900, 9100, 14800, 12400, 13200, 15600],
        },
        {
          name: t('series.sessions'),
          data: [3200, 5300, 4400, 6800, 6100, 8000, 9300, 11500, 17600, 15000, 16200, 19400],
        },
      ]}
      options={{
        stroke: { curve: 'straight', width: 3 },
        markers: { size: 4 },
        xaxis: { categories: months },
      }}
    />
  );
}
