import '../app/connect-api';
import type { Member } from '@atrium/contracts';
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember } from '../testing/fixtures';
import { renderApp } from '../testing/render';

const member = (role: Member['role']): Member => aMember({ role });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as seen by a member with `role`: `/api/me` answers; anything else is empty. */
function stubApi(role: Member['role']) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/me') return json(member(role));
      return json({ items: [], total: 0, page: 1, pageSize: 10, older: null, newer: null, unread: 0 });
    }),
  );
}

afterEach(() => vi.unstubAllGlobals());

describe('a screen that needs a permission', () => {
  it('shows a Member the 403 page, saying who may open it, and no link to it in the menu', async () => {
    stubApi('member');
    renderApp({ route: '/app/apps/ecommerce/add-product', preloadedState: { auth: signedIn } });
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByText('Only managers and administrators can do this.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Product' })).toBeNull();
  });

  it('opens for a Manager', async () => {
    stubApi('manager');
    renderApp({ route: '/app/apps/ecommerce/add-product', preloadedState: { auth: signedIn } });
    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    expect(screen.queryByText('You do not have access to this page')).toBeNull();
  });
});

const signedIn = { loading: false, message: '', showMessage: false, redirect: '', token: 'refresh-token' };

describe('a session the server ended', () => {
  it('signs out and says why on the sign-in page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        json({ error: 'Your session was ended.', code: 'unauthenticated', reason: 'revoked' }, 401),
      ),
    );
    const { router } = renderApp({ route: '/app/pages/profile', preloadedState: { auth: signedIn } });
    expect(
      await screen.findByText('Your session was ended by an administrator. Please sign in again.'),
    ).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/login');
  });
});
