import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';

const CHANNELS = ['direct', 'search', 'social', 'email', 'referral', 'partners'] as const;

/** Bar chart: horizontal bars, orders per sales channel. */
export default function BarDemo() {
  const { t } = useTranslation('showcase');
  return (
    <ApexChart
      type="bar"
      label={t('apex.bar.description')}
      series={[{ name: t('series.orders'), data: [1380, 1200, 1100, 690, 580, 470] }]}
      options={{
        plotOptions: { bar: { horizontal: true, borderRadius: 4, barHeight: '60%' } },
        xaxis: { categories: CHANNELS.map((c) => t(`channels.${c}`)) },
      }}
    />
  );
}
