import '../../../app/connect-api';
import type { Member, MemberList } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { sessionApi } from '../../../lib/access';
import { aMember } from '../../../testing/fixtures';
import { renderWithProviders } from '../../../testing/render';
import UserList from '../pages/user-list';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const member = (over: Partial<Member>): Member =>
  aMember({
    displayName: 'Ana Lopez',
    username: 'ana',
    title: 'Designer',
    phone: '+33 1 23 45 67 89',
    website: 'https://ana.example.com',
    address: '1 Rue de Rivoli',
    city: 'Paris',
    postCode: '75001',
    birthDate: '1990-04-12',
    createdAt: '2024-01-15T10:00:00.000Z',
    ...over,
  });

const ME_ADMIN = member({ uid: 'me', displayName: 'Meg Admin', email: 'meg@example.com', role: 'admin' });
const ANA = member({ uid: 'u1' });
const BOB = member({
  uid: 'u2',
  displayName: 'Bob Stone',
  email: 'bob@example.com',
  status: 'blocked',
  lastSeenAt: '2025-03-01T09:30:00.000Z',
});

type Call = { method: string; url: URL };

/** Stubs fetch as RTK Query calls it (with a Request) and records every call. */
function stubApi(me: Member, list: (url: URL) => MemberList) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      calls.push({ method: request.method, url });
      if (url.pathname === '/api/me') return json(me);
      if (url.pathname === '/api/members' && request.method === 'GET') return json(list(url));
      if (url.pathname.startsWith('/api/members/') && request.method === 'DELETE')
        return json(undefined, 204);
      if (url.pathname.startsWith('/api/members/') && request.method === 'PATCH') return json(ANA);
      return json({ error: 'Not found' }, 404);
    }),
  );
  return calls;
}

const listOf = (items: Member[], url: URL): MemberList => ({
  items,
  total: items.length,
  page: Number(url.searchParams.get('page') ?? 1),
  pageSize: Number(url.searchParams.get('pageSize') ?? 10),
});

const renderList = (route = '/app/pages/user-list') =>
  renderWithProviders(
    <AntdApp>
      <UserList />
    </AntdApp>,
    { route },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('user list', { timeout: 30_000 }, () => {
  it('sends the URL state as page, sort and q params to /api/members and renders the rows', async () => {
    const calls = stubApi(member({ uid: 'me', role: 'member' }), (url) => listOf([ANA, BOB], url));
    const { router } = renderList('/app/pages/user-list?page=2&pageSize=20&sort=email&order=desc&q=an');

    expect(await screen.findByText('Ana Lopez')).toBeInTheDocument();
    expect(screen.getByText('Bob Stone')).toBeInTheDocument();
    expect(screen.getByText('bob@example.com')).toBeInTheDocument();
    expect(screen.getByText('Blocked')).toBeInTheDocument();
    expect(screen.getAllByText('Active').length).toBeGreaterThan(0);
    expect(screen.getByText('Never')).toBeInTheDocument(); // Ana was never online

    const first = calls.find((c) => c.url.pathname === '/api/members');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      page: '2',
      pageSize: '20',
      sort: 'email',
      order: 'desc',
      q: 'an',
    });
    expect(screen.getByLabelText('Search by name, email or username')).toHaveValue('an');

    // Typing searches on the server after the debounce, back on page 1, and the URL keeps it.
    await userEvent.type(screen.getByLabelText('Search by name, email or username'), 'a');
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.searchParams.get('q') === 'ana' && c.url.searchParams.get('page') === '1'),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('q=ana');
    expect(router.state.location.search).not.toContain('page=');

    // A column sorter becomes sort/order params.
    await userEvent.click(screen.getByRole('columnheader', { name: /Last online/ }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.searchParams.get('sort') === 'lastSeenAt' && c.url.searchParams.get('order') === 'asc',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('sort=lastSeenAt');
  });

  it('shows no admin actions to a member, and the account details on View', async () => {
    stubApi(member({ uid: 'me', displayName: 'Max Member', role: 'member' }), (url) =>
      listOf([ANA, BOB], url),
    );
    const { store } = renderList();

    expect(await screen.findByText('Ana Lopez')).toBeInTheDocument();
    // The role is known (so the absence of admin actions below is not just "not loaded yet").
    const me = () => sessionApi.endpoints.getMe.select()(store.getState() as never).data;
    await waitFor(() => expect(me()?.role).toBe('member'));
    expect(screen.getAllByRole('button', { name: /^View / })).toHaveLength(2);
    expect(screen.queryByRole('button', { name: /^Delete / })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Block |^Unblock / })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /^Role of / })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'View Ana Lopez' }));
    const drawer = await screen.findByRole('dialog');
    expect(within(drawer).getByText('Account details')).toBeInTheDocument();
    expect(within(drawer).getByText('Designer')).toBeInTheDocument();
    expect(within(drawer).getByText('ana')).toBeInTheDocument();
    expect(within(drawer).getByText('75001')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: 'https://ana.example.com' })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('gives an admin role, block and delete actions on other rows; Delete calls DELETE', async () => {
    const calls = stubApi(ME_ADMIN, (url) => listOf([ME_ADMIN, ANA, BOB], url));
    renderList();

    const row = async (name: string) => within((await screen.findByText(name)).closest('tr') as HTMLElement);
    const ana = await row('Ana Lopez');
    await waitFor(() => expect(ana.getByRole('button', { name: 'Delete Ana Lopez' })).toBeInTheDocument());
    expect(ana.getByRole('button', { name: 'Block Ana Lopez' })).toBeInTheDocument();
    expect(ana.getByRole('combobox', { name: 'Role of Ana Lopez' })).toBeInTheDocument();
    expect((await row('Bob Stone')).getByRole('button', { name: 'Unblock Bob Stone' })).toBeInTheDocument();
    // Not on the admin's own row.
    const own = await row('Meg Admin');
    expect(own.getByRole('button', { name: 'View Meg Admin' })).toBeInTheDocument();
    expect(own.queryByRole('button', { name: /^Delete/ })).toBeNull();
    expect(own.queryByRole('combobox')).toBeNull();

    await userEvent.click(ana.getByRole('button', { name: 'Delete Ana Lopez' }));
    const confirm = (await screen.findByText('Delete Ana Lopez?')).closest(
      '.ant-popconfirm, .ant-popover',
    ) as HTMLElement;
    await userEvent.click(within(confirm).getByRole('button', { name: 'Delete' }));

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/members/u1')).toBe(true),
    );
    expect(await screen.findByText('Ana Lopez has been deleted.')).toBeInTheDocument();
  });

  it('blocks a member with PATCH and reports a refused change', async () => {
    const calls: Call[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url, 'http://localhost');
        calls.push({ method: request.method, url });
        if (url.pathname === '/api/me') return json(ME_ADMIN);
        if (url.pathname === '/api/members') return json(listOf([ANA], url));
        return json({ error: 'Admins only.', code: 'forbidden' }, 403);
      }),
    );
    renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Block Ana Lopez' }));
    await waitFor(() => expect(calls.some((c) => c.method === 'PATCH')).toBe(true));
    expect(
      await screen.findByText('The change was not saved: You do not have permission to do this.'),
    ).toBeInTheDocument();
  });

  it('shows an empty state and a failure with Retry', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        const url = new URL(request.url, 'http://localhost');
        if (url.pathname === '/api/me') return json(member({ uid: 'me' }));
        if (fail) return json({ error: 'Database unavailable' }, 500);
        return json(listOf([], url));
      }),
    );
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The member list could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No members yet')).toBeInTheDocument();
  });
});
