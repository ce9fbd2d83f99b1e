import '../../app/connect-api';
import { MAIL_ATTACHMENT_MAX_BYTES, type MailDraft } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../testing/render';
import { AUTOSAVE_MS } from './compose/use-compose';
import { aMessage, ana, type Call, json, me, stubMailServer } from './mail-fixtures';
import Mail from './pages/mail';

const renderCompose = (route = '/app/apps/mail/compose') =>
  renderWithProviders(
    <AntdApp>
      <Mail />
    </AntdApp>,
    { route },
  );

const sends = (calls: Call[]) =>
  calls.filter((c) => c.method === 'POST' && c.url.pathname === '/api/mail/messages');
const saves = (calls: Call[]) =>
  calls.filter((c) => c.method === 'PUT' && c.url.pathname.startsWith('/api/mail/drafts/'));

/** The row of a recipient field (To, Cc): its chosen members show there. */
const recipientRow = (name: string) =>
  screen.getByRole('combobox', { name }).closest('.mail-compose-row') as HTMLElement;

/** Picks Ana in the To field, searching her by name. */
async function addAna() {
  await userEvent.type(screen.getByRole('combobox', { name: 'To' }), 'Ana');
  await userEvent.click(await screen.findByText('ana@example.com'));
  await waitFor(() => expect(within(recipientRow('To')).getByText('Ana Lima')).toBeInTheDocument());
  await userEvent.keyboard('{Escape}');
}

/** The composer, once its lazily loaded editor is there. */
async function ready() {
  await screen.findByRole('textbox', { name: 'Message' });
}

// The editor is a lazy chunk of its own (TipTap and ProseMirror): loaded once here, so no test waits for its first
// transform under a busy runner.
beforeAll(() => import('./components/editor/rich-text-editor'), 60_000);

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe('compose', { timeout: 60_000 }, () => {
  it('says what is missing, and shows a recipient the server refuses by name at the To field', async () => {
    const calls = stubMailServer({
      handle: ({ method, url, body }) =>
        method === 'POST' && url.pathname === '/api/mail/messages'
          ? json(
              {
                error: 'Invalid request',
                code: 'invalid',
                fields: {
                  [`to.${(body as { to: string[] }).to.indexOf('ana')}`]: {
                    code: 'invalid',
                    message: 'ana is not a member of this workspace.',
                    address: 'ana',
                  },
                },
              },
              400,
            )
          : undefined,
    });
    renderCompose();
    await ready();

    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Add at least one recipient.')).toHaveAttribute('role', 'alert');
    expect(screen.getByRole('combobox', { name: 'To' })).toHaveAttribute('aria-invalid', 'true');
    expect(sends(calls)).toHaveLength(0);

    await addAna();
    expect(screen.queryByText('Add at least one recipient.')).not.toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Hello');
    await userEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText('Ana Lima cannot receive mail here: remove them to send.'),
    ).toBeInTheDocument();
    expect(sends(calls)[0]?.body).toMatchObject({ to: ['ana'], cc: [], bcc: [], subject: 'Hello' });
  });

  it('saves the draft by itself a moment after the last change, and names it in the address', async () => {
    const calls = stubMailServer({
      handle: ({ method, url, body }) =>
        method === 'PUT'
          ? json({
              id: url.pathname.split('/').at(-1) ?? '',
              threadId: 't',
              inReplyTo: null,
              to: [],
              cc: [],
              bcc: [],
              subject: (body as { subject: string }).subject,
              html: '',
              attachments: [],
              updatedAt: new Date().toISOString(),
            } satisfies MailDraft)
          : undefined,
    });
    const { router } = renderCompose();
    await ready();

    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Plans');
    // Typing goes on: nothing is saved while the member types.
    expect(saves(calls)).toHaveLength(0);
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: AUTOSAVE_MS + 3000 });
    const put = saves(calls)[0] as Call;
    expect(put.body).toMatchObject({ subject: 'Plans', to: [], attachmentIds: [], inReplyTo: null });
    const id = put.url.pathname.split('/').at(-1) as string;
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() => expect(router.state.location.search).toBe(`?draft=${id}`));
    expect(await screen.findByTestId('mail-draft-status')).toHaveTextContent(/Draft saved at/);
    // Still the same composer: the address change did not reload it.
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Plans');
  });

  it('asks before discarding what was written, keeps it on Keep editing, and deletes the saved draft', async () => {
    const calls = stubMailServer({
      handle: ({ method, url }) =>
        method === 'PUT'
          ? json({ id: url.pathname.split('/').at(-1), updatedAt: new Date().toISOString() })
          : method === 'DELETE'
            ? new Response(null, { status: 204 })
            : undefined,
    });
    const { router } = renderCompose();
    await ready();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Maybe');

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    let dialog = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Maybe');
    await waitFor(() => expect(saves(calls)).toHaveLength(1), { timeout: AUTOSAVE_MS + 3000 });
    const draftPath = saves(calls)[0]?.url.pathname;

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    dialog = await screen.findByRole('dialog', { name: 'Discard this message?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/apps/mail/inbox'));
    expect(calls.filter((c) => c.method === 'DELETE').map((c) => c.url.pathname)).toEqual([draftPath]);
    // Leaving after Discard saves nothing again.
    expect(saves(calls)).toHaveLength(1);
  });

  it('saves what was written when the member leaves for another screen, then goes there', async () => {
    const calls = stubMailServer({
      handle: ({ method, url }) =>
        method === 'PUT'
          ? json({ id: url.pathname.split('/').at(-1), updatedAt: new Date().toISOString() })
          : undefined,
    });
    const { router } = renderCompose();
    await ready();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Before lunch');
    // Straight away, before the autosave's pause is over.
    await userEvent.click(
      within(screen.getByRole('navigation', { name: 'Mail folders' })).getByRole('link', { name: /Sent/ }),
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/apps/mail/sent'));
    expect(saves(calls)).toHaveLength(1);
    expect(saves(calls)[0]?.body).toMatchObject({ subject: 'Before lunch' });
  });

  it('discards an untouched message without asking and without a request', async () => {
    const calls = stubMailServer();
    const { router } = renderCompose();
    await ready();
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/apps/mail/inbox'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(calls.filter((c) => c.method !== 'GET')).toHaveLength(0);
  });

  it('refuses a file over 10 MB before uploading it, naming it', async () => {
    const calls = stubMailServer();
    const send = vi.spyOn(XMLHttpRequest.prototype, 'send');
    renderCompose();
    await ready();
    const big = new File([new Uint8Array(MAIL_ATTACHMENT_MAX_BYTES + 1)], 'holiday.mov', {
      type: 'video/quicktime',
    });
    await userEvent.upload(screen.getByTestId('mail-file-input'), big);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '“holiday.mov” is larger than 10 MB: it cannot be attached.',
    );
    expect(screen.queryByRole('list', { name: 'Attachments' })).not.toBeInTheDocument();
    expect(send).not.toHaveBeenCalled();
    expect(calls.some((c) => c.url.pathname === '/api/mail/attachments')).toBe(false);
  });

  it('keeps everything when the send fails on the network, and Retry sends the same message once', async () => {
    let offline = true;
    // The offline send fails only when the test says so: both clicks of a double click then land while it is in
    // flight (a send that failed at once left the second click a Send button to press again: a flaky 2 sends).
    let dropConnection = () => {};
    const connectionDropped = new Promise<void>((resolve) => {
      dropConnection = resolve;
    });
    const calls = stubMailServer({
      handle: async ({ method, url, body }) => {
        if (method !== 'POST' || url.pathname !== '/api/mail/messages') return undefined;
        if (offline) {
          await connectionDropped;
          throw new TypeError('Failed to fetch');
        }
        const sent = body as { id: string; subject: string };
        return json(aMessage({ id: sent.id, subject: sent.subject, from: me, to: [ana] }), 201);
      },
    });
    const { router } = renderCompose();
    await ready();
    await addAna();
    await userEvent.type(screen.getByRole('textbox', { name: 'Subject' }), 'Are you there?');
    // Two quick clicks are one send.
    await userEvent.dblClick(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(sends(calls)).toHaveLength(1));
    dropConnection();

    expect(await screen.findByText('Not sent: no connection to the server.')).toBeInTheDocument();
    expect(sends(calls)).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Are you there?');
    expect(within(recipientRow('To')).getByText('Ana Lima')).toBeInTheDocument();

    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/app/apps/mail/inbox'));
    const [first, second] = sends(calls).map((c) => c.body as { id: string });
    expect(sends(calls)).toHaveLength(2);
    expect(second?.id).toBe(first?.id);
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await screen.findByText('Message sent.')).toBeInTheDocument();
  });

  it('reopens a draft with everything it had', async () => {
    const draft: MailDraft = {
      id: '11111111-2222-4333-8444-555555555555',
      threadId: 't1',
      inReplyTo: null,
      to: [ana],
      cc: [me],
      bcc: [],
      subject: 'Trip',
      html: '<p>Bring <strong>boots</strong></p>',
      attachments: [
        {
          id: 'a1',
          name: 'map.pdf',
          type: 'application/pdf',
          size: 2048,
          url: '/media/mail/a1',
          image: false,
        },
      ],
      updatedAt: new Date().toISOString(),
    };
    stubMailServer({
      handle: ({ url }) => (url.pathname === `/api/mail/drafts/${draft.id}` ? json(draft) : undefined),
    });
    renderCompose(`/app/apps/mail/compose?draft=${draft.id}`);
    await ready();
    expect(screen.getByRole('textbox', { name: 'Subject' })).toHaveValue('Trip');
    expect(within(recipientRow('To')).getByText('Ana Lima')).toBeInTheDocument();
    // Cc shows because it holds someone.
    expect(screen.getByRole('combobox', { name: 'Cc' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveTextContent('Bring boots');
    expect(
      within(screen.getByRole('list', { name: 'Attachments' })).getByText('map.pdf'),
    ).toBeInTheDocument();
  });
});
