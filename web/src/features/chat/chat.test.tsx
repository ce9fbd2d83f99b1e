import '../../app/connect-api';
import type { ChatMessage, Conversation, ConversationList, MessageList } from '@atrium/contracts';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { deliverRealtimeEvent, deliverRealtimeSignal } from '../../lib/realtime';
import { aMember } from '../../testing/fixtures';
import { renderWithProviders } from '../../testing/render';
import { outboxKey, resetOutboxes } from './outbox';
import Chat from './pages/chat';

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const minutesAgo = (m: number) => new Date(Date.now() - m * 60_000).toISOString();

const ana = { uid: 'ana', displayName: 'Ana Lima', avatarUrl: null, online: true, lastSeenAt: null };
const me = { uid: 'me', displayName: 'Me Myself', avatarUrl: null, online: true, lastSeenAt: null };

const message = (over: Partial<ChatMessage>): ChatMessage => ({
  id: 'm1',
  conversationId: 'c1',
  seq: 1,
  senderUid: 'ana',
  kind: 'text',
  text: 'Hi there',
  attachment: null,
  reactions: [],
  createdAt: minutesAgo(10),
  editedAt: null,
  deletedAt: null,
  ...over,
});

const HISTORY = [
  message({ id: 'm1', seq: 1, text: 'Hi there' }),
  message({ id: 'm2', seq: 2, text: 'Read https://example.com please', createdAt: minutesAgo(9) }),
];

const conversation = (over: Partial<Conversation> = {}): Conversation => ({
  id: 'c1',
  kind: 'direct',
  name: null,
  members: [me, ana],
  createdBy: 'me',
  lastMessage: HISTORY[1] ?? null,
  unread: 2,
  muted: false,
  readSeq: 0,
  receipts: [{ uid: 'ana', deliveredSeq: 2, readSeq: 0 }],
  updatedAt: minutesAgo(9),
  ...over,
});

type Call = { method: string; url: URL; body: unknown };

/** The chat API with one conversation with Ana; `onSend` may act before the POST answers. */
function stubServer({ onSend }: { onSend?: (m: ChatMessage) => void } = {}) {
  const calls: Call[] = [];
  let nextSeq = 3;
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const body = text ? JSON.parse(text) : undefined;
      calls.push({ method: request.method, url, body });
      const path = url.pathname;
      if (path === '/api/me') return json(aMember({ uid: 'me', displayName: 'Me Myself' }));
      if (path === '/api/chat/conversations' && request.method === 'GET') {
        const c = conversation();
        return json({ items: [c], unread: c.unread } satisfies ConversationList);
      }
      if (path === '/api/chat/conversations/c1' && request.method === 'GET') return json(conversation());
      if (path === '/api/chat/conversations/c1/messages' && request.method === 'GET') {
        return json({ items: HISTORY, hasMore: false } satisfies MessageList);
      }
      if (path === '/api/chat/conversations/c1/messages' && request.method === 'POST') {
        const sent = message({
          id: body.id,
          seq: nextSeq++,
          senderUid: 'me',
          text: body.text,
          createdAt: new Date().toISOString(),
        });
        onSend?.(sent);
        return json(sent, 201);
      }
      if (path === '/api/chat/conversations/c1/read') return json(undefined, 204);
      return json({ error: 'Not found', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

const renderChat = (route = '/app/apps/chat/c1') =>
  renderWithProviders(
    <AntdApp>
      <Chat />
    </AntdApp>,
    { route },
  );

beforeEach(() => resetOutboxes());
afterEach(() => {
  vi.unstubAllGlobals();
});

describe('chat screen', { timeout: 30_000 }, () => {
  it('lists the conversation, opens it, marks it read and makes links clickable', async () => {
    const calls = stubServer();
    renderChat();

    const list = await screen.findByRole('list', { name: 'Conversations' });
    const item = within(list).getByRole('link', { name: /Ana Lima/ });
    expect(item).toHaveAttribute('aria-current', 'page');
    expect(await screen.findByText('Hi there')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://example.com' })).toHaveAttribute('target', '_blank');
    expect(screen.getByText('Today')).toBeInTheDocument();
    expect(screen.getByTestId('chat-presence')).toHaveTextContent('online');

    await waitFor(() =>
      expect(calls.find((c) => c.url.pathname === '/api/chat/conversations/c1/read')?.body).toEqual({
        seq: 2,
      }),
    );
    // The unread count is gone from the list as soon as the conversation is read.
    await waitFor(() => expect(within(item).queryByText('2 unread messages')).not.toBeInTheDocument());
  });

  it('shows a sent message once, though it comes back both as an event and as the POST’s answer', async () => {
    const calls = stubServer({
      onSend: (sent) =>
        deliverRealtimeEvent({
          id: 1,
          kind: 'chat.message',
          at: sent.createdAt,
          data: { conversationId: 'c1', message: sent },
        }),
    });
    renderChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Hello Ana{Enter}');

    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.url.pathname.endsWith('/messages'))).toBe(true),
    );
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/messages'));
    expect(post?.body).toMatchObject({ kind: 'text', text: 'Hello Ana' });
    expect((post?.body as { id: string } | undefined)?.id).toMatch(/^[0-9a-f-]{36}$/);

    await waitFor(() => expect(localStorage.getItem(outboxKey('me'))).toBeNull());
    expect(screen.getAllByText('Hello Ana')).toHaveLength(1);
    // The event again (a reconnect's catch-up): still once.
    const sent = screen.getAllByTestId('chat-message').at(-1);
    act(() =>
      deliverRealtimeEvent({
        id: 2,
        kind: 'chat.message',
        at: new Date().toISOString(),
        data: {
          conversationId: 'c1',
          message: message({ id: sent?.dataset.messageId, seq: 3, senderUid: 'me', text: 'Hello Ana' }),
        },
      }),
    );
    expect(screen.getAllByText('Hello Ana')).toHaveLength(1);
    // Mine, sent: one tick (Ana has not received it yet).
    expect(within(sent as HTMLElement).getByRole('img', { name: 'Sent' })).toBeInTheDocument();
    act(() =>
      deliverRealtimeEvent({
        id: 3,
        kind: 'chat.receipt',
        at: new Date().toISOString(),
        data: {
          conversationId: 'c1',
          receipts: [
            { uid: 'ana', deliveredSeq: 3, readSeq: 3 },
            { uid: 'me', deliveredSeq: 3, readSeq: 3 },
          ],
        },
      }),
    );
    expect(await within(sent as HTMLElement).findByRole('img', { name: 'Read' })).toBeInTheDocument();
  });

  it('keeps a message that could not be sent, with Retry, and sends it with the same id', async () => {
    const calls = stubServer();
    const realFetch = globalThis.fetch;
    let offline = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) => {
        if (offline && request.method === 'POST' && new URL(request.url).pathname.endsWith('/messages')) {
          throw new TypeError('Failed to fetch');
        }
        return realFetch(request);
      }),
    );
    renderChat();
    const box = await screen.findByRole('textbox', { name: 'Message' });
    await userEvent.type(box, 'Are you there?{Enter}');

    expect(await screen.findByText(/Not sent: no connection/)).toBeInTheDocument();
    const saved = JSON.parse(localStorage.getItem(outboxKey('me')) ?? '[]');
    expect(saved).toMatchObject([{ text: 'Are you there?', status: 'failed' }]);

    offline = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(localStorage.getItem(outboxKey('me'))).toBeNull());
    const post = calls.find((c) => c.method === 'POST' && c.url.pathname.endsWith('/messages'));
    expect((post?.body as { id: string } | undefined)?.id).toBe(saved[0].id);
    expect(screen.getAllByText('Are you there?')).toHaveLength(1);
  });

  it('shows "typing…" while the other member types', async () => {
    stubServer();
    renderChat();
    await screen.findByText('Hi there');
    act(() => deliverRealtimeSignal({ type: 'typing', conversationId: 'c1', uid: 'ana' }));
    expect(screen.getByTestId('chat-typing')).toHaveTextContent('typing…');
  });

  it('invites to start a conversation when there is none', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async (request: Request) =>
        new URL(request.url).pathname === '/api/me'
          ? json(aMember({ uid: 'me' }))
          : json({ items: [], unread: 0 }),
      ),
    );
    renderChat('/app/apps/chat');
    expect(await screen.findByText('Start a conversation')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: 'New chat' })).toHaveLength(2);
  });
});
