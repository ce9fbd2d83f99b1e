import { act, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider } from 'react-router';
import { describe, expect, it } from 'vitest';
import { AppProviders } from '../app/providers';
import { makeStore } from '../app/store';
import { RouteError } from '../components/route-error';
import { lazyComponent } from './router';

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
