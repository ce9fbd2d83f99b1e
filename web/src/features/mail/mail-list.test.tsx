import '../../app/connect-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { deliverRealtimeEvent } from '../../lib/realtime';
import { renderWithProviders } from '../../testing/render';
import { aMail, LABELS, stubMailServer } from './mail-fixtures';
import Mail from './pages/mail';

const renderMail = (route = '/app/apps/mail/inbox') =>
  renderWithProviders(
    <AntdApp>
      <Mail />
    </AntdApp>,
    { route },
  );

const rows = () => screen.getAllByTestId('mail-row');
const listCalls = (calls: { method: string; url: URL }[]) =>
  calls.filter((c) => c.method === 'GET' && c.url.pathname === '/api/mail/messages');

afterEach(() => vi.unstubAllGlobals());

describe('mail list', { timeout: 30_000 }, () => {
  it('shows unread mail in bold, today’s time and older dates in the current language, label dots and files', async () => {
    const today = new Date();
    today.setHours(9, 5, 0, 0);
    stubMailServer({
      list: () => ({
        items: [
          aMail({ subject: 'Quarterly plan', date: today.toISOString(), labelIds: ['label-works'] }),
          aMail({
            subject: 'Old news',
            read: true,
            date: '2025-03-14T12:00:00.000Z',
            attachmentCount: 2,
          }),
        ],
        total: 2,
        nextCursor: null,
      }),
    });
    renderMail();

    const unread = (await screen.findByText('Quarterly plan')).closest('li') as HTMLElement;
    expect(unread).toHaveAttribute('data-unread', 'true');
    expect(within(unread).getByText('Quarterly plan').closest('strong')).not.toBeNull();
    expect(within(unread).getByText('9:05 AM')).toBeInTheDocument();
    expect(within(unread).getByRole('list', { name: 'Labels' })).toHaveTextContent('Works');
    expect(within(unread).getByRole('link', { name: /Unread: Quarterly plan/ })).toHaveAttribute(
      'href',
      expect.stringMatching(/^\/app\/apps\/mail\/inbox\/[0-9a-f-]{36}$/),
    );

    const read = (screen.getByText('Old news').closest('li') as HTMLElement) ?? undefined;
    expect(read).not.toHaveAttribute('data-unread');
    expect(within(read).getByText('Old news').closest('strong')).toBeNull();
    expect(within(read).getByText('Mar 14, 2025')).toBeInTheDocument();
    expect(within(read).getByRole('img', { name: '2 attachments' })).toBeInTheDocument();

    // The menu: counts of unread mail, drafts by number, and the labels with their translated names.
    const folders = screen.getByRole('navigation', { name: 'Mail folders' });
    expect(within(folders).getByRole('link', { name: /Inbox.*1 unread/ })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(folders).getByRole('link', { name: /Draft.*2 drafts/ })).toBeInTheDocument();
    const labels = screen.getByRole('navigation', { name: 'Labels' });
    for (const label of LABELS) expect(within(labels).getByText(label.name)).toBeInTheDocument();
  });

  it('selects rows one by one or the whole page and sends one bulk request for them', async () => {
    const items = [aMail({ subject: 'First' }), aMail({ subject: 'Second' }), aMail({ subject: 'Third' })];
    let read = false;
    const calls = stubMailServer({
      list: () => ({ items: items.map((i) => ({ ...i, read })), total: 3, nextCursor: null }),
      handle: ({ url }) => {
        if (url.pathname === '/api/mail/bulk') read = true;
        return undefined;
      },
    });
    renderMail();

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select “Second” from Ana Lima' }));
    expect(screen.getByText('1 selected')).toBeInTheDocument();
    const selectAll = screen.getByRole('checkbox', { name: 'Select all mail on this page' });
    expect(selectAll).not.toBeChecked();

    await userEvent.click(selectAll);
    expect(screen.getByText('3 selected')).toBeInTheDocument();
    const actions = screen.getByRole('group', { name: 'Actions on 3 selected messages' });
    await userEvent.click(within(actions).getByRole('button', { name: /Mark read/ }));

    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/mail/bulk')).toBe(true));
    const bulk = calls.find((c) => c.url.pathname === '/api/mail/bulk');
    expect(bulk?.method).toBe('POST');
    expect(bulk?.body).toEqual({ ids: items.map((i) => i.id), action: 'read' });
    // The rows show as read, and the result is told.
    await waitFor(() => expect(rows().every((r) => !r.hasAttribute('data-unread'))).toBe(true));
    expect(await screen.findByText('3 messages marked read.')).toBeInTheDocument();
  });

  it('asks before deleting forever from Deleted', async () => {
    const gone = aMail({ subject: 'Spam', deleted: true, read: true });
    const calls = stubMailServer({ list: () => ({ items: [gone], total: 1, nextCursor: null }) });
    renderMail('/app/apps/mail/deleted');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Select “Spam” from Ana Lima' }));
    const actions = screen.getByRole('group', { name: /Actions on 1 selected/ });
    expect(within(actions).queryByRole('button', { name: /^Delete$/ })).not.toBeInTheDocument();
    await userEvent.click(within(actions).getByRole('button', { name: /Delete forever/ }));

    const dialog = await screen.findByRole('dialog', { name: 'Delete 1 message forever?' });
    expect(calls.some((c) => c.url.pathname === '/api/mail/bulk')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete forever' }));
    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/mail/bulk')?.body).toEqual({
        ids: [gone.id],
        action: 'purge',
      }),
    );
  });

  it('pages with the keyset cursor and the total, and searches from the URL after a pause', async () => {
    const page1 = Array.from({ length: 25 }, (_, i) => aMail({ subject: `Mail ${i + 1}`, read: true }));
    const calls = stubMailServer({
      list: (url) =>
        url.searchParams.get('cursor')
          ? { items: [aMail({ subject: 'Mail 26' })], total: 312, nextCursor: 'c2' }
          : { items: page1, total: 312, nextCursor: '1700000000000_00000000-0000-4000-8000-000000000001' },
    });
    const { router } = renderMail();

    expect(await screen.findByText('1–25 of 312')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Newer' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Older' }));
    expect(await screen.findByText('26–26 of 312')).toBeInTheDocument();
    expect(listCalls(calls).at(-1)?.url.searchParams.get('cursor')).toBe(
      '1700000000000_00000000-0000-4000-8000-000000000001',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Newer' }));
    expect(await screen.findByText('1–25 of 312')).toBeInTheDocument();

    await userEvent.type(screen.getByRole('textbox', { name: 'Search mail' }), 'invoice');
    await waitFor(() => expect(router.state.location.search).toBe('?q=invoice'));
    await waitFor(() => expect(listCalls(calls).some((c) => c.url.searchParams.has('q'))).toBe(true));
    const searched = listCalls(calls).filter((c) => c.url.searchParams.has('q'));
    expect(searched.map((c) => c.url.searchParams.get('q'))).toEqual(['invoice']);
    expect(searched[0]?.url.searchParams.get('folder')).toBe('inbox');
  });

  it('puts new mail on top of the Inbox as it arrives, without reading the list again', async () => {
    const calls = stubMailServer({
      list: () => ({ items: [aMail({ subject: 'Earlier', read: true })], total: 1, nextCursor: null }),
    });
    renderMail();
    await screen.findByText('Earlier');
    const before = listCalls(calls).length;

    act(() =>
      deliverRealtimeEvent({
        id: 1,
        kind: 'mail.message',
        at: new Date().toISOString(),
        data: { message: aMail({ subject: 'Just arrived' }) },
      }),
    );
    await waitFor(() => expect(rows()[0]).toHaveTextContent('Just arrived'));
    expect(rows()[0]).toHaveAttribute('data-unread', 'true');
    expect(screen.getByText('1–2 of 2')).toBeInTheDocument();
    expect(listCalls(calls).length).toBe(before);
  });

  it('stars a row at once', async () => {
    const mail = aMail({ subject: 'Keep me' });
    const calls = stubMailServer({
      list: () => ({ items: [mail], total: 1, nextCursor: null }),
      handle: ({ method, url, body }) =>
        method === 'PATCH' && url.pathname === `/api/mail/messages/${mail.id}`
          ? new Response(JSON.stringify({ ...mail, ...(body as object) }), {
              headers: { 'content-type': 'application/json' },
            })
          : undefined,
    });
    renderMail();
    const star = await screen.findByRole('button', { name: 'Star “Keep me”' });
    expect(star).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(star);
    expect(star).toHaveAttribute('aria-pressed', 'true');
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ starred: true }));
  });
});
