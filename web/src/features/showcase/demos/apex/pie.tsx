import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';

const CHANNELS = ['direct', 'search', 'social', 'email', 'referral'] as const;

/** Pie chart: where visitors came from, as shares of the whole. */
export default function PieDemo() {
  const { t } = useTranslation('showcase');
  return (
    <ApexChart
      type="pie"
      label={t('apex.pie.description')}
      series={[4400, 5500, 1300, 4300, 2200]}
      options={{
        labels: CHANNELS.map((c) => t(`channels.${c}`)),
        legend: { position: 'bottom' },
      }}
    />
  );
}
