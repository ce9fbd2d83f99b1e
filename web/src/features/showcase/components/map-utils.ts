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
    scale: choroplethScale(token),
  };
}

/**
 * Five steps of the brand blue, from faint to full. On a dark card the faintest step of the deep blue would vanish
 * into the background, so dark mode steps a lighter blue (the one links use) from a stronger start.
 */
function choroplethScale(token: {
  colorPrimary: string;
  colorPrimaryText: string;
  colorBgContainer: string;
}) {
  const dark = isDark(token.colorBgContainer);
  const base = dark ? token.colorPrimaryText : token.colorPrimary;
  const steps = dark ? [0.34, 0.5, 0.66, 0.83, 1] : [0.2, 0.38, 0.56, 0.78, 1];
  return steps.map((alpha) => withAlpha(base, alpha));
}

/** Whether a '#rrggbb' background is dark (relative luminance under 0.2). */
function isDark(hex: string): boolean {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return false;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16) / 255) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b < 0.2;
}

/** '#3e82f7' at `alpha` opacity as an rgb() colour; other colour strings are returned unchanged. */
export function withAlpha(hex: string, alpha: number): string {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) return hex;
  const [r, g, b] = match.slice(1).map((part) => Number.parseInt(part, 16));
  return `rgb(${r} ${g} ${b} / ${alpha})`;
}
