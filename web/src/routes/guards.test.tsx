import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderApp } from '../testing/render';
import { safeRedirect } from './guards';

const signedIn = { auth: { loading: false, message: '', showMessage: false, redirect: '', token: 't' } };

describe('routing (spec section 2)', () => {
  it('sends a signed-out visitor of a protected path to /login with the path to come back to', async () => {
    const { router } = renderApp({ route: '/app/docs/documentation/installation' });
    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.location.search).toBe('?redirect=%2Fapp%2Fdocs%2Fdocumentation%2Finstallation');
  });

  it('sends a signed-in visitor of a public page to the redirect value, else home', async () => {
    const first = renderApp({ route: '/auth/login-1', preloadedState: signedIn });
    await waitFor(() => expect(first.router.state.location.pathname).toBe('/app/dashboards/default'));
    first.unmount();
    const second = renderApp({ route: '/login?redirect=%2Fapp%2Flogin-2', preloadedState: signedIn });
    await waitFor(() => expect(second.router.state.location.pathname).toBe('/app/login-2'));
  });

  it('redirects / home and unknown paths to /', async () => {
    const { router } = renderApp({ route: '/no/such/page', preloadedState: signedIn });
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/dashboards/default'));
  });

  it('shows the blank-layout pages under /app without the shell', async () => {
    renderApp({ route: '/app/error-page-1', preloadedState: signedIn });
    expect(await screen.findByText('Whoops! Looks like you got lost')).toBeInTheDocument();
    expect(screen.queryByTestId('side-nav')).toBeNull();
  });

  it('follows only same-site redirect targets', () => {
    expect(safeRedirect('/app/x')).toBe('/app/x');
    expect(safeRedirect('//evil.example')).toBe('/app/dashboards/default');
    expect(safeRedirect('https://evil.example')).toBe('/app/dashboards/default');
    expect(safeRedirect(null)).toBe('/app/dashboards/default');
  });
});
