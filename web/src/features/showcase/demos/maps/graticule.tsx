import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { ComposableMap, Geographies, Geography, Graticule, Sphere } from 'react-simple-maps';
import { countryKey, useMapColors, world110mUrl } from '../../components/map-utils';

/** Graticule: a globe (orthographic projection) with its outline and a 15° grid of meridians and parallels. */
export default function GraticuleDemo() {
  const { t } = useTranslation('showcase');
  const colors = useMapColors();
  // The sphere writes a clip path with this id: unique, as several maps share the page.
  const sphereId = useId();
  return (
    <div className="showcase-map">
      <ComposableMap
        role="img"
        aria-label={t('maps.graticule.label')}
        width={800}
        height={440}
        projection="geoOrthographic"
        projectionConfig={{ rotate: [-10, -35, 0], scale: 210 }}
      >
        <Sphere id={sphereId} fill={colors.ocean} stroke={colors.outline} strokeWidth={0.8} />
        <Graticule step={[15, 15]} stroke={colors.graticule} strokeWidth={0.6} />
        <Geographies geography={world110mUrl}>
          {({ geographies }) =>
            geographies.map((geo) => (
              <Geography
                key={geo.rsmKey}
                geography={geo}
                data-country={countryKey(geo)}
                tabIndex={-1}
                fill={colors.accentSoft}
                stroke={colors.accent}
                strokeWidth={0.4}
              />
            ))
          }
        </Geographies>
      </ComposableMap>
    </div>
  );
}
