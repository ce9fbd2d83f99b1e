import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { RouteError } from '../components/route-error';
import { i18n } from '../lib/i18n';
import { lazyComponent, prefetchScreen, prefetchScreensUnder, SCREEN_READY_MARK } from './router';
import type { RouteNode, ScreenModule } from './routes';

function Layout() {
  return (
    <div>
      layout <Outlet />
    </div>
  );
}

describe('a screen whose code fails to load', () => {
  it('shows the failure after a client-side navigation, inside the layout', async () => {
    const failing = () =>
      Promise.reject(
        new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/docs-1.js'),
      );
    const router = createMemoryRouter(
      [
        {
          Component: Layout,
          children: [
            { path: '/', element: <div>home</div> },
            { path: '/docs', lazy: lazyComponent(failing), ErrorBoundary: RouteError },
          ],
        },
      ],
      { initialEntries: ['/'] },
    );
    render(
      <AppProviders store={makeStore({ persist: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('home')).toBeInTheDocument();
    await act(() => router.navigate('/docs'));
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByText(/layout/)).toBeInTheDocument();
  });

  it('shows "Loading chunk failed" with a Retry button in place of the screen', async () => {
    const failing = async () => {
      throw new TypeError('Failed to fetch dynamically imported module: http://x.test/assets/docs-1.js');
    };
    const router = createMemoryRouter(
      [
        {
          path: '/',
          element: <div>home</div>,
        },
        { path: '/docs', lazy: failing, ErrorBoundary: RouteError },
      ],
      { initialEntries: ['/docs'] },
    );
    render(
      <AppProviders store={makeStore({ persist: false })}>
        <RouterProvider router={router} />
      </AppProviders>,
    );
    expect(await screen.findByText('Loading chunk failed')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});

describe("a screen's translations", () => {
  it('are requested together with its code, and a failed one does not fail the screen', async () => {
    const requested: string[][] = [];
    const load = vi.spyOn(i18n, 'loadNamespaces').mockImplementation((ns) => {
      requested.push([ns].flat());
      return Promise.reject(new Error('offline'));
    });
    let resolveChunk: (m: ScreenModule) => void = () => {};
    const chunk = new Promise<ScreenModule>((resolve) => {
      resolveChunk = resolve;
    });
    const lazy = lazyComponent(() => chunk, ['products', 'orders']);
    performance.clearMarks(SCREEN_READY_MARK);
    const route = lazy();
    // Asked for before the chunk has arrived.
    expect(requested).toEqual([['products', 'orders']]);
    expect(performance.getEntriesByName(SCREEN_READY_MARK)).toHaveLength(0);
    resolveChunk({ default: () => <div>screen</div> });
    const loaded = await route;
    expect('Component' in loaded && loaded.Component).toBeTruthy();
    // bench:web's split of a route switch: one mark, set once the code (and the translations' attempt) is in.
    expect(performance.getEntriesByName(SCREEN_READY_MARK)).toHaveLength(1);
    await lazy();
    expect(performance.getEntriesByName(SCREEN_READY_MARK)).toHaveLength(1);
    load.mockRestore();
  });
});

describe('opening a menu section', () => {
  it("starts loading its screens' code and translations, and only theirs", () => {
    const load = vi.spyOn(i18n, 'loadNamespaces').mockResolvedValue(undefined);
    const screen = () => vi.fn(() => Promise.reject(new Error('offline')));
    const list = screen();
    const orders = screen();
    const other = screen();
    const nodes: RouteNode[] = [
      {
        key: 'apps',
        titleKey: 'apps',
        children: [
          {
            key: 'apps-shop',
            titleKey: 'shop',
            children: [
              { key: 'list', titleKey: 'list', path: '/list', screen: list, namespaces: ['products'] },
              { key: 'orders', titleKey: 'orders', path: '/orders', screen: orders },
            ],
          },
          { key: 'other', titleKey: 'other', path: '/other', screen: other },
        ],
      },
    ];
    prefetchScreensUnder('apps-shop', nodes);
    expect(list).toHaveBeenCalledOnce();
    expect(orders).toHaveBeenCalledOnce();
    expect(other).not.toHaveBeenCalled();
    expect(load).toHaveBeenCalledWith(['products']);
    load.mockRestore();
  });

  it("runs a section's own prefetch instead of fetching every screen under it", () => {
    const page = vi.fn(() => Promise.reject(new Error('offline')));
    const shared = vi.fn(() => Promise.reject(new Error('offline')));
    const nodes: RouteNode[] = [
      {
        key: 'catalogue',
        titleKey: 'catalogue',
        prefetch: shared,
        children: [{ key: 'page', titleKey: 'page', path: '/page', screen: page }],
      },
    ];
    prefetchScreensUnder('catalogue', nodes);
    expect(shared).toHaveBeenCalledOnce();
    expect(page).not.toHaveBeenCalled();
    // Pointing at one of its links then fetches that screen alone.
    prefetchScreen(nodes[0]?.children?.[0] as RouteNode);
    expect(page).toHaveBeenCalledOnce();
  });
});
