import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import type { Feature, Geometry } from 'geojson';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { classOf, countryKey, fitProjection, withAlpha } from './components/map-utils';
import SimpleMapPage from './pages/simple-map';

// A tiny atlas in world-atlas's shape (one "countries" object; ids are ISO 3166 numeric): Japan and France as
// boxes, plus Antarctica, which the choropleth leaves out. Rings run clockwise, as d3-geo expects.
const box = (west: number, south: number, east: number, north: number) => [
  [west, south],
  [west, north],
  [east, north],
  [east, south],
  [west, south],
];
const ATLAS = {
  type: 'Topology',
  arcs: [box(130, 31, 142, 45), box(-4, 43, 8, 51), box(-60, -80, 60, -70)],
  objects: {
    countries: {
      type: 'GeometryCollection',
      geometries: [
        { type: 'Polygon', id: '392', properties: { name: 'Japan' }, arcs: [[0]] },
        { type: 'Polygon', id: '250', properties: { name: 'France' }, arcs: [[1]] },
        { type: 'Polygon', id: '010', properties: { name: 'Antarctica' }, arcs: [[2]] },
      ],
    },
  },
};

afterEach(() => {
  vi.unstubAllGlobals();
});

const renderPage = () => {
  const fetch = vi.fn(async () => new Response(JSON.stringify(ATLAS)));
  vi.stubGlobal('fetch', fetch);
  const view = renderWithProviders(
    <AntdApp>
      <SimpleMapPage />
    </AntdApp>,
    { route: '/app/components/maps/simple-map' },
  );
  return { fetch, ...view };
};

const countriesIn = (map: HTMLElement) =>
  [...map.querySelectorAll('[data-country]')].map((el) => el.getAttribute('data-country'));

describe('Simple Map showcase', { timeout: 30_000 }, () => {
  it('draws five labelled maps from the bundled atlases, every country path marked with its id', async () => {
    const { fetch } = renderPage();
    expect(screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
      'World choropleth',
      'Markers',
      'Graticule',
      'Zoom and pan',
      'Single country',
    ]);
    const choropleth = screen.getByRole('img', { name: 'World map of users by country' });
    expect(choropleth.tagName).toBe('svg');
    await waitFor(() => expect(countriesIn(choropleth)).toEqual(['392', '250']));
    for (const name of [
      'World map with eight cities marked',
      'Globe with a grid of meridians and parallels',
    ]) {
      const map = screen.getByRole('img', { name });
      await waitFor(() => expect(countriesIn(map)).toEqual(['392', '250', '010']));
    }
    const zoomable = screen.getByRole('img', { name: 'World map that can be zoomed and panned' });
    await waitFor(() => expect(countriesIn(zoomable)).toHaveLength(3));
    // The single-country map keeps Japan only.
    const japan = screen.getByRole('img', { name: 'Map of Japan with five cities marked' });
    await waitFor(() => expect(countriesIn(japan)).toEqual(['392']));
    expect(japan.querySelectorAll('[data-city]')).toHaveLength(5);
    expect(within(japan).getByText('Tokyo')).toBeInTheDocument();

    // Both atlases come from the app's own build, never another origin.
    const urls = fetch.mock.calls.map((call) => String((call as unknown[])[0]));
    expect(urls.some((u) => u.includes('countries-110m.json'))).toBe(true);
    expect(urls.some((u) => u.includes('countries-50m.json'))).toBe(true);
    for (const url of urls) expect(url).not.toMatch(/^https?:/);
  });

  it('shades countries with data and lists the classes in the legend', async () => {
    renderPage();
    const map = screen.getByRole('img', { name: 'World map of users by country' });
    await waitFor(() =>
      expect(map.querySelector('[data-country="392"] title')).toHaveTextContent('Japan: 48,000'),
    );
    const legend = screen.getByRole('list', { name: 'Users' });
    expect(
      within(legend)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Under 5K', '5K–10K', '10K–20K', '20K–40K', '40K and more', 'No data']);
  });

  it('marks eight cities by name', async () => {
    renderPage();
    const map = screen.getByRole('img', { name: 'World map with eight cities marked' });
    expect(map.querySelectorAll('[data-city]')).toHaveLength(8);
    expect(within(map).getByText('São Paulo')).toBeInTheDocument();
  });

  it('zooms in and out with labelled buttons and resets the view', async () => {
    const user = userEvent.setup();
    renderPage();
    const card = screen.getByRole('region', { name: 'Zoom and pan' });
    const group = () => card.querySelector('.rsm-zoomable-group')?.getAttribute('transform');
    const zoomOut = within(card).getByRole('button', { name: 'Zoom out' });
    expect(zoomOut).toBeDisabled();
    expect(group()).toContain('scale(1)');

    await user.click(within(card).getByRole('button', { name: 'Zoom in' }));
    await waitFor(() => expect(group()).toContain('scale(1.5)'));
    expect(zoomOut).toBeEnabled();

    await user.click(within(card).getByRole('button', { name: 'Reset view' }));
    await waitFor(() => expect(group()).toContain('scale(1)'));
    expect(zoomOut).toBeDisabled();
  });
});

describe('map helpers', () => {
  const japan: Feature<Geometry> = {
    type: 'Feature',
    id: '392',
    properties: {},
    geometry: { type: 'Polygon', coordinates: [box(130, 31, 142, 45)] },
  };

  it('fits a Mercator projection to a country inside the padded box', () => {
    const projection = fitProjection([japan], 800, 500, 20);
    const corners = [
      [130, 31],
      [142, 45],
    ].map((p) => projection(p as [number, number]) ?? [Number.NaN, Number.NaN]);
    for (const [x = Number.NaN, y = Number.NaN] of corners) {
      expect(x).toBeGreaterThanOrEqual(19.9);
      expect(x).toBeLessThanOrEqual(780.1);
      expect(y).toBeGreaterThanOrEqual(19.9);
      expect(y).toBeLessThanOrEqual(480.1);
    }
    // The country fills the box along one side.
    const [[x0 = 0, y0 = 0] = [], [x1 = 0, y1 = 0] = []] = corners;
    expect(Math.max(Math.abs(x1 - x0) / 760, Math.abs(y1 - y0) / 460)).toBeCloseTo(1, 2);
  });

  it('puts values into classes by their upper bounds', () => {
    expect([0, 4999, 5000, 19999, 40000, 1e9].map((v) => classOf(v, [5000, 10000, 20000, 40000]))).toEqual([
      0, 0, 1, 2, 4, 4,
    ]);
  });

  it('keys a country by its id, or its name when it has none', () => {
    expect(countryKey({ id: '392', properties: { name: 'Japan' } })).toBe('392');
    expect(countryKey({ properties: { name: 'Kosovo' } })).toBe('Kosovo');
  });

  it('makes translucent colours from hex', () => {
    expect(withAlpha('#3e82f7', 0.5)).toBe('rgb(62 130 247 / 0.5)');
    expect(withAlpha('rgba(0, 0, 0, 0.1)', 0.5)).toBe('rgba(0, 0, 0, 0.1)');
  });
});
