import '../../app/connect-api';
import { screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { makeStore } from '../../app/store';
import { renderApp, renderWithProviders } from '../../testing/render';
import { charts, stubApi } from './components/dashboard-test-utils';
import type { Dashboard } from './first-queries';
import * as analytic from './pages/analytic-dashboard';
import * as defaultDashboard from './pages/default-dashboard';
import * as sales from './pages/sales-dashboard';

vi.mock('react-chartjs-2', async () => (await import('./components/dashboard-test-utils')).chartStub());
vi.mock('../auth/auth-service', () => ({
  authService: { getIdToken: vi.fn(async () => 'token') },
  preloadAuthService: () => {},
}));

afterEach(() => {
  vi.unstubAllGlobals();
  charts.clear();
});

const MODULES: Record<Dashboard, { default: ComponentType; startQueries?: (dispatch: never) => void }> = {
  default: defaultDashboard,
  analytic,
  sales,
};

/** The RTK Query cache keys (endpoint and arguments) the store holds, but the member's own (the shell asks for it). */
const queryKeys = (state: object) =>
  Object.keys((state as { api?: { queries: Record<string, unknown> } }).api?.queries ?? {})
    .filter((key) => !key.startsWith('getMe('))
    .sort();

describe("a dashboard's first requests, started with its code", () => {
  it.each(Object.keys(MODULES) as Dashboard[])(
    'are exactly what the %s dashboard asks for as it opens (same endpoints, same arguments)',
    async (dashboard) => {
      // Each page starts exactly its own list.
      expect(MODULES[dashboard].startQueries).toBeDefined();
      stubApi(() => new Promise<Response>(() => {}));
      const Page = MODULES[dashboard].default;
      const { store } = renderWithProviders(<Page />, { route: `/app/dashboards/${dashboard}` });
      await waitFor(() => expect(queryKeys(store.getState()).length).toBeGreaterThan(0));
      const asked = queryKeys(store.getState());

      const started = makeStore({ persist: false });
      MODULES[dashboard].startQueries?.(started.dispatch as never);
      expect(queryKeys(started.getState())).toEqual(asked);
    },
  );
});

describe('started on a store made before the API was connected (as the app makes it)', () => {
  it('sends every first request, the first one too', async () => {
    const calls = stubApi(() => new Promise<Response>(() => {}));
    vi.resetModules();
    const { makeStore: makeFreshStore } = await import('../../app/store');
    const store = makeFreshStore({ persist: false });
    // What the router does on entering a dashboard: connect the API (its module loads now), start the queries.
    const { connectApi } = await import('../../app/connect-api');
    const { startDashboardQueries: start } = await import('./first-queries');
    connectApi(store.dispatch);
    start('default')(store.dispatch);
    await waitFor(() => expect(calls).toHaveLength(6));
    expect(calls.map((c) => c.url.pathname)).toContain('/api/dashboards/summary');
  });
});

const signedIn = { loading: false, message: '', showMessage: false, redirect: '', token: 'refresh-token' };

describe('entering a dashboard route', () => {
  it("sends the widgets' requests as soon as the dashboard's code has run, before it renders", async () => {
    // A dashboard that never finishes rendering: whatever is requested was started by the route, not by a widget.
    vi.doMock('./pages/default-dashboard', async () => ({
      default: () => {
        throw new Promise(() => {});
      },
      startQueries: (await import('./first-queries')).startDashboardQueries('default'),
    }));
    const calls = stubApi(() => new Promise<Response>(() => {}));
    renderApp({ route: '/app/dashboards/default', preloadedState: { auth: signedIn } });
    await waitFor(() =>
      expect(calls.map((c) => c.url.pathname)).toEqual(
        expect.arrayContaining([
          '/api/dashboards/summary',
          '/api/dashboards/visitors',
          '/api/dashboards/target',
          '/api/dashboards/active-members',
          '/api/dashboards/new-members',
          '/api/dashboards/transactions',
        ]),
      ),
    );
    expect(calls.find((c) => c.url.pathname === '/api/dashboards/summary')?.url.search).toBe('?period=year');
    expect(screen.queryByTestId('summary-revenue')).toBeNull();
    vi.doUnmock('./pages/default-dashboard');
  });

  it('sends nothing for a visitor without a session, who is sent to sign in', async () => {
    const calls = stubApi();
    renderApp({ route: '/app/dashboards/default' });
    expect(await screen.findByRole('button', { name: 'Sign In' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.pathname.startsWith('/api/dashboards/'))).toEqual([]);
  });
});
