import { Flex } from 'antd';
import type { Feature, Geometry } from 'geojson';
import { useId, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps';
import { useNumberFormat, useShowcaseLanguage } from '../../components/locale-format';
import { classOf, countryKey, useMapColors, world110mUrl } from '../../components/map-utils';

/** Sample active users per country: atlas id (ISO 3166 numeric) → [ISO alpha-2 code, users]. */
const USERS: Record<string, [code: string, users: number]> = {
  '840': ['US', 82000],
  '124': ['CA', 14500],
  '484': ['MX', 9200],
  '076': ['BR', 21000],
  '032': ['AR', 6100],
  '826': ['GB', 31000],
  '250': ['FR', 27500],
  '276': ['DE', 33800],
  '724': ['ES', 12600],
  '380': ['IT', 11900],
  '528': ['NL', 8700],
  '752': ['SE', 5200],
  '616': ['PL', 4300],
  '643': ['RU', 7600],
  '792': ['TR', 3900],
  '818': ['EG', 2100],
  '566': ['NG', 3400],
  '710': ['ZA', 4800],
  '682': ['SA', 3600],
  '784': ['AE', 4100],
  '356': ['IN', 41000],
  '156': ['CN', 56000],
  '392': ['JP', 48000],
  '410': ['KR', 19500],
  '704': ['VN', 2700],
  '764': ['TH', 3100],
  '360': ['ID', 9800],
  '036': ['AU', 16200],
  '554': ['NZ', 2900],
};
/** Upper bounds of the first four colour classes; the fifth is everything above. */
const THRESHOLDS = [5000, 10000, 20000, 40000];

// Antarctica would take a fifth of the map and has no users. Defined once: Geographies reloads when it changes.
const withoutAntarctica = (features: Feature<Geometry>[]) => features.filter((f) => f.id !== '010');

/** World choropleth: countries shaded by their number of users, with a legend of the classes. */
export default function ChoroplethDemo() {
  const { t } = useTranslation('showcase');
  const colors = useMapColors();
  const language = useShowcaseLanguage();
  const number = useNumberFormat();
  const compact = useNumberFormat({ notation: 'compact' });
  const legendId = useId();
  const regionNames = useMemo(() => new Intl.DisplayNames([language], { type: 'region' }), [language]);

  const legend = [
    t('maps.legend.below', { value: compact(THRESHOLDS[0] ?? 0) }),
    ...THRESHOLDS.slice(1).map((to, i) =>
      t('maps.legend.range', { from: compact(THRESHOLDS[i] ?? 0), to: compact(to) }),
    ),
    t('maps.legend.above', { value: compact(THRESHOLDS.at(-1) ?? 0) }),
  ];

  return (
    <div className="showcase-map">
      <ComposableMap
        role="img"
        aria-label={t('maps.choropleth.label')}
        width={800}
        height={350}
        // Equal Earth (the default), sized to the width and nudged north, as Antarctica is left out.
        projectionConfig={{ scale: 147, center: [0, 5] }}
      >
        <Geographies geography={world110mUrl} parseGeographies={withoutAntarctica}>
          {({ geographies }) =>
            geographies.map((geo) => {
              const entry = USERS[String(geo.id)];
              return (
                <Geography
                  key={geo.rsmKey}
                  geography={geo}
                  data-country={countryKey(geo)}
                  tabIndex={-1}
                  fill={entry ? colors.scale[classOf(entry[1], THRESHOLDS)] : colors.land}
                  stroke={colors.border}
                  strokeWidth={0.5}
                >
                  {entry && <title>{`${regionNames.of(entry[0])}: ${number(entry[1])}`}</title>}
                </Geography>
              );
            })
          }
        </Geographies>
      </ComposableMap>
      <Flex wrap gap="small" align="center" className="showcase-map-legend">
        <span id={legendId} className="showcase-map-legend-title">
          {t('maps.choropleth.legend')}
        </span>
        <Flex component="ul" wrap gap="small" aria-labelledby={legendId}>
          {legend.map((label, i) => (
            <li key={label}>
              <span className="showcase-map-legend-swatch" style={{ background: colors.scale[i] }} />
              {label}
            </li>
          ))}
          <li>
            <span className="showcase-map-legend-swatch" style={{ background: colors.land }} />
            {t('maps.legend.noData')}
          </li>
        </Flex>
      </Flex>
    </div>
  );
}
