import { theme } from 'antd';
import { type GeoProjection, geoMercator } from 'd3-geo';
import type { Feature, Geometry } from 'geojson';
// The atlases ship with the app's build (hashed assets on our own origin), never from a CDN.
import world50mUrl from 'world-atlas/countries-50m.json?url';
import world110mUrl from 'world-atlas/countries-110m.json?url';

export { world50mUrl, world110mUrl };

/** What a Geography gets as `data-country`: the atlas id (ISO 3166 numeric), or the name when it has none. */
export const countryKey = (geo: { id?: string | number; properties?: { name?: string } | null }) =>
  String(geo.id ?? geo.properties?.name ?? '');

/** A Mercator projection that fits `features` into a width × height box, with `padding` px around them. */
export function fitProjection(
  features: Feature<Geometry>[],
  width: number,
  height: number,
  padding = 16,
): GeoProjection {
  return geoMercator().fitExtent(
    [
      [padding, padding],
      [width - padding, height - padding],
    ],
    { type: 'FeatureCollection', features },
  );
}

/** Index of the class `value` falls in, given ascending upper bounds: below thresholds[0] is class 0. */
export function classOf(value: number, thresholds: readonly number[]): number {
  const index = thresholds.findIndex((limit) => value < limit);
  return index === -1 ? thresholds.length : index;
}

/** Map colours from the antd theme, so light and dark mode both read well. */
export function useMapColors() {
  const { token } = theme.useToken();
  return {
    ocean: token.colorFillQuaternary,
    land: token.colorFill,
    border: token.colorBgContainer,
    graticule: token.colorBorderSecondary,
    outline: token.colorBorder,
    text: token.colorText,
    textMuted: token.colorTextSecondary,
    marker: token.colorError,
    accent: token.colorPrimary,
    accentSoft: token.colorPrimaryBgHover,
    /** Five steps of the primary colour, from faint to full: over a light or a dark card alike. */
    scale: [0.2, 0.38, 0.56, 0.78, 1].map((alpha) => withAlpha(token.colorPrimary, alpha)),
  };
}

/** '#3e82f7' at `alpha` opacity as an rgb() colour; other colour strings are returned unchanged. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}
