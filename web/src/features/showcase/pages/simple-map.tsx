import type { ComponentType } from 'react';
import { useTranslation } from 'react-i18next';
import { DemoCard, DemoGrid, type SourceLoader } from '../../../components/demo/demo-card';
import '../components/showcase.css';
import ChoroplethDemo from '../demos/maps/choropleth';
import CountryDemo from '../demos/maps/country';
import GraticuleDemo from '../demos/maps/graticule';
import MarkersDemo from '../demos/maps/markers';
import ZoomPanDemo from '../demos/maps/zoom-pan';

/** Each demo with its translation key and the loader of its source text (a chunk of its own, fetched on demand). */
export const MAP_DEMOS: { key: string; Demo: ComponentType; source: SourceLoader }[] = [
  { key: 'choropleth', Demo: ChoroplethDemo, source: () => import('../demos/maps/choropleth.tsx?raw') },
  { key: 'markers', Demo: MarkersDemo, source: () => import('../demos/maps/markers.tsx?raw') },
  { key: 'graticule', Demo: GraticuleDemo, source: () => import('../demos/maps/graticule.tsx?raw') },
  { key: 'zoomPan', Demo: ZoomPanDemo, source: () => import('../demos/maps/zoom-pan.tsx?raw') },
  { key: 'country', Demo: CountryDemo, source: () => import('../demos/maps/country.tsx?raw') },
];

/** Components → Maps → Simple Map: react-simple-maps demos drawn from the app's own world atlas. */
export default function SimpleMapPage() {
  const { t } = useTranslation('showcase');
  return (
    <DemoGrid>
      {MAP_DEMOS.map(({ key, Demo, source }) => (
        <DemoCard
          key={key}
          id={key}
          title={t(`maps.${key}.title`)}
          description={t(`maps.${key}.description`)}
          source={source}
        >
          <Demo />
        </DemoCard>
      ))}
    </DemoGrid>
  );
}
