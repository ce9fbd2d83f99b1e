import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';
import { useMonthNames } from '../../components/locale-format';

/** Dashed line chart: one solid and two dashed series, told apart by their stroke. */
export default function DashedLineDemo() {
  const { t } = useTranslation('showcase');
  const months = useMonthNames(12);
  return (
    <ApexChart
      type="line"
      label={t('apex.dashedLine.description')}
      series={[
        { name: t('series.sessionDuration'), data: [45, 52, 38, 24, 33, 26, 21, 20, 6, 8, 15, 10] },
        { name: t('series.pageViews'), data: [35, 41, 62, 42, 13, 18, 29, 37, 36, 51, 32, 35] },
        { name: t('series.totalVisits'), data: [87, 57, 74, 99, 75, 38, 62, 47, 82, 56, 45, 47] },
      ]}
      options={{
        stroke: { curve: 'straight', width: [3, 2, 2], dashArray: [0, 8, 4] },
        xaxis: { categories: months },
      }}
    />
  );
}
