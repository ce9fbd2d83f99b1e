import '../../app/connect-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { aMail, aMessage, ana, ben, me, stubMailServer } from './mail-fixtures';
import Mail from './pages/mail';

// Reply opens the lazily loaded editor: loaded once here, not inside a test's wait.
beforeAll(() => import('./components/editor/rich-text-editor'), 60_000);
afterEach(() => vi.unstubAllGlobals());

const older = aMessage({
  subject: 'Trip',
  snippet: 'Shall we go?',
  from: me,
  to: [ana],
  read: true,
  date: '2025-05-01T08:00:00.000Z',
  sentAt: '2025-05-01T08:00:00.000Z',
});
const opened = aMessage({
  subject: 'Re: Trip',
  threadId: older.threadId,
  from: ana,
  to: [me],
  cc: [ben],
  bcc: [],
  html:
    '<p>Yes! <a href="https://maps.example/route">Route</a></p><img src="https://tracker.example/p.gif" alt="">' +
    '<img src="x" onerror="window.hacked = true"><script>window.hacked = true</script>',
  attachments: [
    { id: 'f1', name: 'beach.png', type: 'image/png', size: 1536, url: '/media/mail/f1?sig=x', image: true },
    {
      id: 'f2',
      name: 'tickets.pdf',
      type: 'application/pdf',
      size: 2_621_440,
      url: '/media/mail/f2',
      image: false,
    },
  ],
});

describe('mail detail', { timeout: 60_000 }, () => {
  it('opens a message in its thread: older ones folded, the body sanitised, files with size and download', async () => {
    let read = false;
    const calls = stubMailServer({
      list: () => ({
        items: [aMail({ id: opened.id, subject: 'Re: Trip', read })],
        total: 1,
        nextCursor: null,
      }),
      thread: () => {
        read = true;
        return { message: { ...opened, read: true }, thread: [older, opened] };
      },
    });
    const countCalls = () => calls.filter((c) => c.url.pathname === '/api/mail/counts').length;
    renderWithProviders(
      <AntdApp>
        <Mail />
      </AntdApp>,
      { route: '/app/apps/mail/inbox' },
    );
    await userEvent.click(await screen.findByRole('link', { name: /Unread: Re: Trip/ }));

    expect(await screen.findByRole('heading', { name: 'Re: Trip' })).toBeInTheDocument();
    // Opening read it: the counts are asked again.
    await waitFor(() => expect(countCalls()).toBe(2));
    const thread = screen.getByRole('list', { name: '2 messages in this conversation' });
    const folded = within(thread).getByRole('button', { name: /Me Myself.*Shall we go\?/ });
    expect(folded).toHaveAttribute('aria-expanded', 'false');
    const open = screen.getByTestId('mail-message');
    expect(within(open).getByText('Ben Stone')).toBeInTheDocument();
    expect(within(open).queryByText('Bcc')).not.toBeInTheDocument();

    // The body: a link to a new tab, the remote image replaced, no script or handler left.
    expect(within(open).getByRole('link', { name: 'Route' })).toHaveAttribute('target', '_blank');
    expect(within(open).getByRole('img', { name: 'Remote image not loaded' })).toBeInTheDocument();
    expect(open.querySelector('script, [onerror]')).toBeNull();
    expect((window as { hacked?: boolean }).hacked).toBeUndefined();

    const files = within(open).getByRole('list', { name: '2 attachments' });
    expect(within(files).getByRole('img', { name: 'beach.png' })).toHaveAttribute(
      'src',
      '/media/mail/f1?sig=x',
    );
    expect(within(files).getByText('1.5 kB')).toBeInTheDocument();
    expect(within(files).getByText('2.5 MB')).toBeInTheDocument();
    expect(within(files).getByRole('link', { name: 'Download tickets.pdf' })).toHaveAttribute(
      'download',
      'tickets.pdf',
    );

    await userEvent.click(folded);
    expect(screen.getAllByTestId('mail-message')).toHaveLength(2);

    await userEvent.click(screen.getByRole('button', { name: 'Back to the list' }));
    expect(await screen.findByRole('link', { name: /^Re: Trip/ })).toBeInTheDocument();
    expect(screen.getByTestId('mail-row')).not.toHaveAttribute('data-unread');
  });

  it('shows Bcc on the sender’s own copy, and Reply all starts a reply to everyone but me', async () => {
    const mine = aMessage({
      subject: 'Plan',
      from: me,
      to: [ana],
      cc: [ben],
      bcc: [{ ...ben, uid: 'carl', displayName: 'Carl' }],
    });
    stubMailServer({ thread: () => ({ message: mine, thread: [mine] }) });
    renderWithProviders(
      <AntdApp>
        <Mail />
      </AntdApp>,
      { route: `/app/apps/mail/sent/${mine.id}` },
    );
    const open = await screen.findByTestId('mail-message');
    expect(within(open).getByText('Bcc')).toBeInTheDocument();
    expect(within(open).getByText('Carl')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Reply all' }));
    const form = await screen.findByRole('form', { name: 'Reply all' });
    expect(within(form).getByRole('textbox', { name: 'Subject' })).toHaveValue('Re: Plan');
    const row = (name: string) =>
      within(form).getByRole('combobox', { name }).closest('.mail-compose-row') as HTMLElement;
    await waitFor(() => expect(within(row('To')).getByText('Ana Lima')).toBeInTheDocument());
    expect(within(row('Cc')).getByText('Ben Stone')).toBeInTheDocument();
    expect(await within(form).findByRole('textbox', { name: 'Message' })).toHaveTextContent(
      /Me Myself wrote/,
    );
  });
});
