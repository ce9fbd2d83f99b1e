import '../../../app/connect-api';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Traffic } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import AnalyticDashboard from '../pages/analytic-dashboard';
import { COUNTRIES, charts, json, stubApi, VISITORS } from './dashboard-test-utils';

vi.mock('react-chartjs-2', async () => (await import('./dashboard-test-utils')).chartStub());
vi.mock('../../auth/auth-service', () => ({ authService: { getIdToken: vi.fn(async () => null) } }));

const atlas = readFileSync(
  path.resolve(__dirname, '../../../../../node_modules/world-atlas/countries-110m.json'),
  'utf8',
);

const traffic = (dimension: Traffic['dimension'], rows: Traffic['rows']): Traffic => ({
  dimension,
  period: 'year',
  totalSessions: rows.reduce((sum, r) => sum + r.sessions, 0),
  rows,
});
const row = (key: string, sessions: number, percent: number, series: number[] = []) => ({
  key,
  sessions,
  pageViews: sessions * 2,
  percent,
  series,
});
const TRAFFIC: Record<string, Traffic> = {
  country: COUNTRIES,
  device: traffic('device', [row('desktop', 60, 60), row('mobile', 40, 40)]),
  page: traffic('page', [row('/app/dashboards/default', 90, 90)]),
  source: traffic('source', [
    row('search', 50, 50),
    row('twitter', 30, 30, [1, 2, 3]),
    row('facebook', 20, 20),
  ]),
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('analytic dashboard', { timeout: 30_000 }, () => {
  it('colours the world map by sessions and ranks countries, devices, pages and networks', async () => {
    const calls = stubApi(({ url }) => {
      if (url.pathname.endsWith('countries-110m.json')) return new Response(atlas);
      if (url.pathname === '/api/dashboards/traffic') {
        return json(TRAFFIC[url.searchParams.get('dimension') ?? '']);
      }
      if (url.pathname === '/api/dashboards/visitors') return json(VISITORS);
      return undefined;
    });
    renderWithProviders(<AnalyticDashboard />, { route: '/app/dashboards/analytic' });

    const map = await screen.findByRole('img', { name: 'World map of sessions by country' });
    const france = await waitFor(() => {
      const path = map.querySelector('[data-country="FR"]');
      if (!path) throw new Error('map not drawn yet');
      return path;
    });
    expect(france).toHaveAttribute('data-sessions', '200');
    expect(map.querySelector('[data-country="US"]')).toHaveAttribute('data-sessions', '100');
    expect(map.querySelector('[data-country="DE"]')).toHaveAttribute('data-sessions', '0');
    expect(france.getAttribute('fill')).not.toBe(
      map.querySelector('[data-country="DE"]')?.getAttribute('fill'),
    );

    const ranked = within(screen.getByRole('list', { name: 'Countries with the most sessions' }));
    const items = ranked.getAllByRole('listitem');
    expect(items[0]).toHaveTextContent('France');
    expect(items[0]).toHaveTextContent('66.7%');
    expect(items[1]).toHaveTextContent('United States');

    const devices = within(screen.getByTestId('sessions-device'));
    expect(devices.getByText('Tablet').closest('li')).toHaveTextContent('0 (0%)');
    await waitFor(() =>
      expect(charts.get('Sessions by device, 100 in all')?.data).toMatchObject({
        labels: ['Desktop', 'Tablet', 'Mobile'],
        datasets: [{ data: [60, 0, 40] }],
      }),
    );
    expect(within(screen.getByTestId('top-pages')).getByText('/app/dashboards/default')).toBeInTheDocument();
    const social = screen.getByTestId('social-referrals');
    expect(social.querySelector('li')).toHaveAttribute('data-network', 'twitter');
    const trend = within(social).getByRole('img', {
      name: 'Sessions from X (Twitter) per day over the last 14 days',
    });
    expect(trend.querySelector('desc')).toHaveTextContent('1, 2, 3');

    const trafficCalls = calls.filter((c) => c.url.pathname === '/api/dashboards/traffic');
    expect(trafficCalls.map((c) => c.url.searchParams.get('dimension')).sort()).toEqual([
      'country',
      'device',
      'page',
      'source',
    ]);
    await waitFor(() => expect(charts.get('Unique visitors (Month)')?.type).toBe('bar'));
  });
});
