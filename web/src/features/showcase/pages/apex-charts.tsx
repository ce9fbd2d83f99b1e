import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, DemoGrid, type SourceLoader } from '../../../components/demo/demo-card';
import '../components/showcase.css';
import AreaDemo from '../demos/apex/area';
import BarDemo from '../demos/apex/bar';
import ColumnDemo from '../demos/apex/column';
import DashedLineDemo from '../demos/apex/dashed-line';
import DonutDemo from '../demos/apex/donut';
import GroupedBarDemo from '../demos/apex/grouped-bar';
import LineDemo from '../demos/apex/line';
import PieDemo from '../demos/apex/pie';
import SplineAreaDemo from '../demos/apex/spline-area';
import StackedColumnDemo from '../demos/apex/stacked-column';

/** Each demo with its translation key and the loader of its source text (a chunk of its own, fetched on demand). */
export const APEX_DEMOS: { key: string; Demo: ComponentType; source: SourceLoader }[] = [
  { key: 'area', Demo: AreaDemo, source: () => import('../demos/apex/area.tsx?raw') },
  { key: 'bar', Demo: BarDemo, source: () => import('../demos/apex/bar.tsx?raw') },
  { key: 'column', Demo: ColumnDemo, source: () => import('../demos/apex/column.tsx?raw') },
  { key: 'line', Demo: LineDemo, source: () => import('../demos/apex/line.tsx?raw') },
  { key: 'dashedLine', Demo: DashedLineDemo, source: () => import('../demos/apex/dashed-line.tsx?raw') },
  { key: 'donut', Demo: DonutDemo, source: () => import('../demos/apex/donut.tsx?raw') },
  { key: 'groupedBar', Demo: GroupedBarDemo, source: () => import('../demos/apex/grouped-bar.tsx?raw') },
  { key: 'pie', Demo: PieDemo, source: () => import('../demos/apex/pie.tsx?raw') },
  { key: 'splineArea', Demo: SplineAreaDemo, source: () => import('../demos/apex/spline-area.tsx?raw') },
  {
    key: 'stackedColumn',
    Demo: StackedColumnDemo,
    source: () => import('../demos/apex/stacked-column.tsx?raw'),
  },
];

/** Components → Charts → Apex Charts: ten ApexCharts demos that follow the theme, language and direction. */
export default function ApexChartsPage() {
  const { t } = useTranslation('showcase');
  return (
    <DemoGrid>
      {APEX_DEMOS.map(({ key, Demo, source }) => (
        <DemoCard
          key={key}
          id={key}
          title={t(`apex.${key}.title`)}
          description={t(`apex.${key}.description`)}
          source={source}
        >
          <Demo />
        </DemoCard>
      ))}
    </DemoGrid>
  );
}
