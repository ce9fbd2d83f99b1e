import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';

const REGIONS = ['northAmerica', 'europe', 'asiaPacific', 'latinAmerica', 'middleEastAfrica'] as const;

/** Grouped bar chart: two series side by side in each region, this year against last year. */
export default function GroupedBarDemo() {
  const { t } = useTranslation('showcase');
  return (
    <ApexChart
      type="bar"
      label={t('apex.groupedBar.description')}
      series={[
        { name: t('series.thisYear'), data: [4400, 5500, 4100, 1700, 2200] },
        { name: t('series.lastYear'), data: [5300, 3200, 3300, 1200, 1300] },
      ]}
      options={{
        plotOptions: { bar: { horizontal: true, borderRadius: 3, barHeight: '70%' } },
        dataLabels: { enabled: false },
        xaxis: { categories: REGIONS.map((r) => t(`regions.${r}`)) },
      }}
    />
  );
}
