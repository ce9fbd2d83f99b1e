import type { Period } from '@atrium/contracts/dashboard-rules';
import { Col, Row } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ComposableMap, Geographies, Geography } from 'react-simple-maps/core';
import worldUrl from 'world-atlas/countries-110m.json?url';
import { useGetTrafficQuery } from '../api';
import { isCountryCode, NUMERIC_TO_ALPHA2 } from './country-codes';
import { useDashboardFormat } from './format';
import { WidgetCard } from './widget-card';

const RANKED = 6;
/** Features of the 110m atlas without an ISO numeric id, by the atlas's name. */
const UNNUMBERED: Record<string, string> = { Kosovo: 'XK' };
const LAND = { light: '#e6ebf1', dark: '#3b4658' };

/** The country's name in the current language ('FR' → "France" / "フランス"), the key itself otherwise. */
function useCountryName() {
  const { i18n, t } = useTranslation('dashboards');
  const language = i18n.resolvedLanguage ?? 'en';
  return useMemo(() => {
    const names = new Intl.DisplayNames(language, { type: 'region', fallback: 'code' });
    return (key: string) => {
      if (!/^[A-Z]{2}$/.test(key)) return t('regions.unknown');
      try {
        return names.of(key) ?? key;
      } catch {
        return key;
      }
    };
  }, [language, t]);
}

/** "Entrance by region": a world map coloured by sessions and the countries ranked beside it. */
export function RegionMapWidget({ period }: { period: Period }) {
  const { t } = useTranslation('dashboards');
  const f = useDashboardFormat();
  const countryName = useCountryName();
  const query = useGetTrafficQuery({ dimension: 'country', period, limit: 250 });
  const rows = query.data?.rows ?? [];

  const sessionsBy = useMemo(() => new Map(rows.map((r) => [r.key, r.sessions])), [rows]);
  const max = Math.max(1, ...rows.map((r) => r.sessions));
  const fillOf = (sessions: number) =>
    sessions > 0 ? f.alpha(f.primary, 0.2 + 0.8 * Math.sqrt(sessions / max)) : LAND[f.mode];

  return (
    <WidgetCard
      title={t('regions.title')}
      query={query}
      empty={rows.length === 0}
      skeletonRows={8}
      testId="region-map"
      exportRows={() => [
        [t('regions.code'), t('regions.country'), t('regions.sessions'), t('regions.percent')],
        ...rows.map((r) => [r.key, countryName(r.key), r.sessions, r.percent]),
      ]}
    >
      {() => (
        <Row gutter={[24, 16]} align="middle">
          <Col xs={24} lg={15}>
            <ComposableMap
              className="dashboard-map"
              width={800}
              height={400}
              projection="geoEqualEarth"
              projectionConfig={{ scale: 150 }}
              role="img"
              aria-label={t('regions.mapLabel')}
            >
              <Geographies geography={worldUrl}>
                {({ geographies }) =>
                  geographies.map((geo) => {
                    const id = geo.id === undefined ? undefined : String(geo.id);
                    const name = String(geo.properties?.name ?? '');
                    const code = (id && NUMERIC_TO_ALPHA2.get(id)) || UNNUMBERED[name] || name;
                    const sessions = sessionsBy.get(code) ?? 0;
                    return (
                      <Geography
                        key={geo.rsmKey}
                        geography={geo}
                        tabIndex={-1}
                        className="dashboard-map-country"
                        data-country={code}
                        data-sessions={sessions}
                        fill={fillOf(sessions)}
                        stroke={f.surface}
                        strokeWidth={0.5}
                      >
                        <title>{`${isCountryCode(code) ? countryName(code) : name}: ${f.number(sessions)}`}</title>
                      </Geography>
                    );
                  })
                }
              </Geographies>
            </ComposableMap>
          </Col>
          <Col xs={24} lg={9}>
            <ol className="dashboard-rows" aria-label={t('regions.ranked')}>
              {rows.slice(0, RANKED).map((r) => (
                <li key={r.key}>
                  {/* The ISO code rather than a flag emoji: Windows has no flag glyphs and shows bare letters. */}
                  <span aria-hidden className="dashboard-country-code">
                    {isCountryCode(r.key) ? r.key : '··'}
                  </span>
                  <div className="dashboard-row-main">
                    <span>{countryName(r.key)}</span>
                    <span className="dashboard-bar" aria-hidden>
                      <span style={{ inlineSize: `${Math.min(100, Math.max(0, r.percent))}%` }} />
                    </span>
                  </div>
                  <div className="dashboard-row-end">
                    <div>{f.number(r.sessions)}</div>
                    <div className="dashboard-muted">{f.percent(r.percent)}</div>
                  </div>
                </li>
              ))}
            </ol>
          </Col>
        </Row>
      )}
    </WidgetCard>
  );
}
