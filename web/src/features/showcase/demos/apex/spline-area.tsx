import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';
import { useMonthNames } from '../../components/locale-format';

/** Spline area chart: smooth curves comparing this year's visitors with last year's. */
export default function SplineAreaDemo() {
  const { t } = useTranslation('showcase');
  const months = useMonthNames(7);
  return (
    <ApexChart
      type="area"
      label={t('apex.splineArea.description')}
      series={[
        { name: t('series.thisYear'), data: [3100, 4000, 2800, 5100, 4200, 10900, 10000] },
        { name: t('series.lastYear'), data: [1100, 3200, 4500, 3200, 3400, 5200, 4100] },
      ]}
      options={{
        stroke: { curve: 'smooth', width: 2 },
        xaxis: { categories: months },
      }}
    />
  );
}
