import { useTranslation } from 'react-i18next';
import { ComposableMap, Geographies, Geography, Marker } from 'react-simple-maps';
import { countryKey, useMapColors, world110mUrl } from '../../components/map-utils';

/** Eight cities, [longitude, latitude]; their names come from the translations. */
const CITIES: { key: string; coordinates: [number, number] }[] = [
  { key: 'newYork', coordinates: [-74.006, 40.7128] },
  { key: 'saoPaulo', coordinates: [-46.6333, -23.5505] },
  { key: 'london', coordinates: [-0.1276, 51.5072] },
  { key: 'lagos', coordinates: [3.3792, 6.5244] },
  { key: 'cairo', coordinates: [31.2357, 30.0444] },
  { key: 'mumbai', coordinates: [72.8777, 19.076] },
  { key: 'tokyo', coordinates: [139.6917, 35.6895] },
  { key: 'sydney', coordinates: [151.2093, -33.8688] },
];

/** Markers: a dot and a label for each city, on a plain world map. */
export default function MarkersDemo() {
  const { t } = useTranslation('showcase');
  const colors = useMapColors();
  return (
    <div className="showcase-map">
      <ComposableMap
        role="img"
        aria-label={t('maps.markers.label')}
        width={800}
        height={400}
        projectionConfig={{ scale: 147 }}
      >
        <Geographies geography={world110mUrl}>
          {({ geographies }) =>
            geographies.map((geo) => (
              <Geography
                key={geo.rsmKey}
                geography={geo}
                data-country={countryKey(geo)}
                tabIndex={-1}
                fill={colors.land}
                stroke={colors.border}
                strokeWidth={0.5}
              />
            ))
          }
        </Geographies>
        {CITIES.map(({ key, coordinates }) => (
          <Marker key={key} coordinates={coordinates} data-city={key}>
            <circle r={5} fill={colors.marker} stroke={colors.border} strokeWidth={1.5} />
            <text
              y={-9}
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
