import '../app/connect-api';
import type { Member } from '@atrium/contracts';
import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { aMember } from '../testing/fixtures';
import { renderApp } from '../testing/render';

const member = (role: Member['role']): Member => aMember({ role });

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

/** The API as seen by a member: `/api/me` answers with `me` (a promise that never settles: still loading). */
function stubApi(me: () => Promise<Response>) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      if (url.pathname === '/api/me') return me();
      // The side nav shows the member's menu, with its unread mail count, from the first render.
      if (url.pathname === '/api/mail/counts') {
        const none = { total: 0, unread: 0 };
        return json({
          folders: { inbox: none, sent: none, draft: none, starred: none, deleted: none },
          labels: [],
        });
      }
      return json({ items: [], total: 0, page: 1, pageSize: 10, older: null, newer: null, unread: 0 });
    }),
  );
}
const withRole = (role: Member['role']) => async () => json(member(role));

afterEach(() => vi.unstubAllGlobals());

describe('a screen that needs a permission', () => {
  it('shows a Member the 403 page, saying who may open it, and no link to it in the menu', async () => {
    stubApi(withRole('member'));
    renderApp({ route: '/app/apps/ecommerce/add-product', preloadedState: { auth: signedIn } });
    expect(await screen.findByText('You do not have access to this page')).toBeInTheDocument();
    expect(screen.getByText('Only managers and administrators can do this.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Product' })).toBeNull();
  });

  it('opens for a Manager', async () => {
    stubApi(withRole('manager'));
    renderApp({ route: '/app/apps/ecommerce/add-product', preloadedState: { auth: signedIn } });
    expect(await screen.findByRole('heading', { name: 'Add Product' })).toBeInTheDocument();
    expect(screen.queryByText('You do not have access to this page')).toBeNull();
  });
});

describe("while the member's role is still loading", () => {
  it('the side nav already lists what every member may open (as the prerendered shell shows it)', async () => {
    stubApi(() => new Promise<Response>(() => {}));
    renderApp({ route: '/app/pages/faq', preloadedState: { auth: signedIn } });
    const nav = await screen.findByRole('navigation', { name: 'Main navigation' });
    expect(await within(nav).findByRole('link', { name: 'Default' })).toBeInTheDocument();
    expect(within(nav).getByRole('link', { name: 'Calendar' })).toBeInTheDocument();
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
