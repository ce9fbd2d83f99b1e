import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, DemoGrid, type SourceLoader } from '../../../components/demo/demo-card';
import '../components/showcase.css';
import AreaDemo from '../demos/chartjs/area';
import BarDemo from '../demos/chartjs/bar';
import DoughnutDemo from '../demos/chartjs/doughnut';
import LineDemo from '../demos/chartjs/line';
import PolarAreaDemo from '../demos/chartjs/polar-area';
import RadarDemo from '../demos/chartjs/radar';

/** Each demo with its translation key and the loader of its source text (a chunk of its own, fetched on demand). */
export const CHARTJS_DEMOS: { key: string; Demo: ComponentType; source: SourceLoader }[] = [
  { key: 'area', Demo: AreaDemo, source: () => import('../demos/chartjs/area.tsx?raw') },
  { key: 'bar', Demo: BarDemo, source: () => import('../demos/chartjs/bar.tsx?raw') },
  { key: 'doughnut', Demo: DoughnutDemo, source: () => import('../demos/chartjs/doughnut.tsx?raw') },
  { key: 'line', Demo: LineDemo, source: () => import('../demos/chartjs/line.tsx?raw') },
  { key: 'polarArea', Demo: PolarAreaDemo, source: () => import('../demos/chartjs/polar-area.tsx?raw') },
  { key: 'radar', Demo: RadarDemo, source: () => import('../demos/chartjs/radar.tsx?raw') },
];

/** Components → Charts → ChartJS: six Chart.js demos drawn with the app's themed chart (lib/charts/chartjs). */
export default function ChartjsPage() {
  const { t } = useTranslation('showcase');
  return (
    <DemoGrid>
      {CHARTJS_DEMOS.map(({ key, Demo, source }) => (
        <DemoCard
          key={key}
          id={key}
          title={t(`chartjs.${key}.title`)}
          description={t(`chartjs.${key}.description`)}
          source={source}
        >
          <Demo />
        </DemoCard>
      ))}
    </DemoGrid>
  );
}
