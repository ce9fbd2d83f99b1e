import { useTranslation } from 'react-i18next';
import { ApexChart } from '../../components/apex-chart';

/** Donut chart: sessions by device, with the total in the middle. */
export default function DonutDemo() {
  const { t } = useTranslation('showcase');
  return (
    <ApexChart
      type="donut"
      label={t('apex.donut.description')}
      series={[5240, 3820, 1160, 380]}
      options={{
        labels: [t('devices.desktop'), t('devices.mobile'), t('devices.tablet'), t('devices.other')],
        legend: { position: 'bottom' },
        plotOptions: {
          pie: {
            donut: { size: '62%', labels: { show: true, total: { show: true, label: t('series.total') } } },
          },
        },
      }}
    />
  );
}
