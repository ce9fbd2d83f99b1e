import type { GeoProjection } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ComposableMap, Geographies, Geography, Marker } from 'react-simple-maps';
import { countryKey, fitProjection, useMapColors, world50mUrl } from '../../components/map-utils';

const JAPAN = '392'; // ISO 3166 numeric, the atlas's feature id
const WIDTH = 800;
const HEIGHT = 520;
const CITIES: { key: string; coordinates: [number, number] }[] = [
  { key: 'sapporo', coordinates: [141.3545, 43.0621] },
  { key: 'tokyo', coordinates: [139.6917, 35.6895] },
  { key: 'osaka', coordinates: [135.5023, 34.6937] },
  { key: 'fukuoka', coordinates: [130.4017, 33.5904] },
  { key: 'naha', coordinates: [127.6809, 26.2124] },
];

/** A single country: Japan taken from the 1:50m world atlas, with a Mercator projection fitted to it. */
export default function CountryDemo() {
  const { t } = useTranslation('showcase');
  const colors = useMapColors();
  const [projection, setProjection] = useState<GeoProjection>();
  // Keeps Japan only and fits the projection to it once the atlas has loaded. Stable, or the atlas reloads.
  const onlyJapan = useCallback((features: Feature<Geometry>[]) => {
    const japan = features.filter((f) => String(f.id) === JAPAN);
    setProjection(() => fitProjection(japan, WIDTH, HEIGHT, 24));
    return japan;
  }, []);

  return (
    <div className="showcase-map">
      <ComposableMap
        role="img"
        aria-label={t('maps.country.label')}
        width={WIDTH}
        height={HEIGHT}
        projection={projection ?? 'geoMercator'}
      >
        <Geographies geography={world50mUrl} parseGeographies={onlyJapan}>
          {({ geographies }) =>
            projection &&
            geographies.map((geo) => (
              <Geography
                key={geo.rsmKey}
                geography={geo}
                data-country={countryKey(geo)}
                tabIndex={-1}
                fill={colors.accentSoft}
                stroke={colors.accent}
                strokeWidth={0.8}
              />
            ))
          }
        </Geographies>
        {projection &&
          CITIES.map(({ key, coordinates }) => (
            <Marker key={key} coordinates={coordinates} data-city={key}>
              <circle r={5} fill={colors.marker} stroke={colors.border} strokeWidth={1.5} />
              <text
                y={-10}
                textAnchor="middle"
                fill={colors.text}
                stroke={colors.border}
                strokeWidth={3}
                paintOrder="stroke"
              >
                {t(`cities.${key}`)}
              </text>
            </Marker>
          ))}
      </ComposableMap>
    </div>
  );
}
