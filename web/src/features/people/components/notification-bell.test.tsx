import '../../../app/connect-api';
import type { Notification, NotificationList } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { clickDeferredTrigger } from '../../../testing/deferred-trigger';
import { renderWithProviders } from '../../../testing/render';
import Notifications from '../pages/notifications';
import { NotificationBell } from './notification-bell';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const NOTIFICATIONS: Notification[] = [
  {
    id: 'n1',
    kind: 'member.joined',
    actor: { uid: 'u1', displayName: 'Ana Lopez', avatarUrl: null },
    data: {},
    createdAt: minutesAgo(5),
    readAt: null,
  },
  {
    id: 'n2',
    kind: 'role.changed',
    actor: { uid: 'u2', displayName: 'Bob Stone', avatarUrl: '/api/avatars/u2?v=1' },
    data: { role: 'admin' },
    createdAt: minutesAgo(90),
    readAt: null,
  },
  {
    id: 'n3',
    kind: 'member.welcome',
    actor: null,
    data: {},
    createdAt: minutesAgo(60 * 24 * 3),
    readAt: minutesAgo(60),
  },
  {
    id: 'n4',
    kind: 'mail.received',
    actor: { uid: 'u1', displayName: 'Ana Lopez', avatarUrl: null },
    data: { messageId: 'm-1', threadId: 't-1', subject: 'Quarterly report' },
    createdAt: minutesAgo(60 * 24 * 4),
    readAt: minutesAgo(60),
  },
];

/** A server holding NOTIFICATIONS: read-all marks them read. Records every call. */
function stubServer() {
  let readAll = false;
  const calls: { method: string; url: URL }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      calls.push({ method: request.method, url });
      if (url.pathname === '/api/notifications' && request.method === 'GET') {
        const limit = Number(url.searchParams.get('limit') ?? 20);
        const items = NOTIFICATIONS.map((n) => (readAll ? { ...n, readAt: n.readAt ?? minutesAgo(0) } : n));
        const body: NotificationList = {
          items: items.slice(0, limit),
          unread: items.filter((n) => n.readAt === null).length,
        };
        return json(body);
      }
      if (url.pathname === '/api/notifications/read-all' && request.method === 'POST') {
        readAll = true;
        return json(undefined, 204);
      }
      return json({ error: 'Not found' }, 404);
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('notification bell', { timeout: 30_000 }, () => {
  it('shows the unread count, the latest notifications, and Mark all as read posts read-all', async () => {
    const calls = stubServer();
    renderWithProviders(
      <AntdApp>
        <NotificationBell />
      </AntdApp>,
      { route: '/app/dashboards/default' },
    );

    const bell = await screen.findByRole('button', { name: 'Notifications, 2 unread' });
    expect(within(bell).getByText('2')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('limit')).toBe('5');

    await clickDeferredTrigger('Notifications, 2 unread');
    const panel = await screen.findByTestId('notification-panel');
    expect(within(panel).getByText('Ana Lopez joined Atrium')).toBeInTheDocument();
    expect(within(panel).getByText('Bob Stone changed your role to Admin')).toBeInTheDocument();
    // Isolated, so that in the RTL layout the sentence keeps its "!" at its end.
    expect(within(panel).getByText('Welcome to Atrium!').tagName).toBe('BDI');
    expect(within(panel).getByText('5 minutes ago')).toBeInTheDocument();
    expect(within(panel).getByRole('img', { name: 'Bob Stone' })).toBeInTheDocument();
    expect(within(panel).getByRole('link', { name: 'View all' })).toHaveAttribute(
      'href',
      '/app/pages/notifications',
    );

    await userEvent.click(within(panel).getByRole('button', { name: 'Mark all as read' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/notifications/read-all')).toBe(
        true,
      ),
    );
    expect(await screen.findByRole('button', { name: 'Notifications, 0 unread' })).toBeInTheDocument();
    expect(await screen.findByText('All notifications are marked as read.')).toBeInTheDocument();
  });

  it('opens the message a mail notification is about, and closes', async () => {
    stubServer();
    const { router } = renderWithProviders(
      <AntdApp>
        <NotificationBell />
      </AntdApp>,
      { route: '/app/dashboards/default' },
    );
    await clickDeferredTrigger('Notifications, 2 unread');
    const panel = await screen.findByTestId('notification-panel');
    const mail = within(panel).getByRole('link', { name: 'Ana Lopez sent you a message: Quarterly report' });
    expect(mail).toHaveAttribute('href', '/app/apps/mail/inbox/m-1');
    // Only notifications about one thing with a screen of its own lead somewhere.
    expect(within(panel).queryByRole('link', { name: 'Ana Lopez joined Atrium' })).not.toBeInTheDocument();

    await userEvent.click(mail);
    expect(router.state.location.pathname).toBe('/app/apps/mail/inbox/m-1');
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Notifications, 2 unread' })).toHaveAttribute(
        'aria-expanded',
        'false',
      ),
    );
  });

  it('says when there is nothing to show', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => json({ items: [], unread: 0 })),
    );
    renderWithProviders(
      <AntdApp>
        <NotificationBell />
      </AntdApp>,
    );
    await clickDeferredTrigger('Notifications, 0 unread');
    expect(await screen.findByText("You're all caught up")).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mark all as read' })).toBeDisabled();
  });
});

describe('notifications page', { timeout: 30_000 }, () => {
  it('lists up to 100 notifications with the unread ones marked, and marks them all as read', async () => {
    const calls = stubServer();
    renderWithProviders(
      <AntdApp>
        <Notifications />
      </AntdApp>,
      { route: '/app/pages/notifications' },
    );
    expect(await screen.findByText('Ana Lopez joined Atrium')).toBeInTheDocument();
    expect(calls[0]?.url.searchParams.get('limit')).toBe('100');
    expect(screen.getAllByRole('img', { name: 'Unread' })).toHaveLength(2);
    expect(screen.getByText('2 unread')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: /Mark all as read/ }));
    await waitFor(() => expect(screen.queryAllByRole('img', { name: 'Unread' })).toHaveLength(0));
    expect(calls.some((c) => c.method === 'POST' && c.url.pathname === '/api/notifications/read-all')).toBe(
      true,
    );
  });
});
