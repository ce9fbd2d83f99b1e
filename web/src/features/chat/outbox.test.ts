import type { ChatAttachmentUpload, ChatMessage, MessageSend } from '@atrium/contracts';
import { describe, expect, it, vi } from 'vitest';
import { Outbox, type OutboxTransport, outboxKey } from './outbox';

/** An in-memory Storage. */
function memoryStorage() {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => void items.set(k, v),
    removeItem: (k: string) => void items.delete(k),
    items,
  };
}

const NETWORK = { status: 'FETCH_ERROR', error: 'offline' };
const REFUSED = { status: 415, data: { code: 'unsupported_type' } };

const messageFor = (conversationId: string, body: MessageSend, seq = 1): ChatMessage => ({
  id: body.id,
  conversationId,
  seq,
  senderUid: 'me',
  kind: body.kind,
  text: body.text ?? null,
  attachment: null,
  reactions: [],
  createdAt: '2026-01-01T10:00:00.000Z',
  editedAt: null,
  deletedAt: null,
});

/** A transport whose `send` answers as `outcomes` say, one per call ('ok' | 'network' | 'refused'). */
function transport(outcomes: ('ok' | 'network' | 'refused')[]) {
  const sent: { conversationId: string; body: MessageSend }[] = [];
  const delivered: ChatMessage[] = [];
  const t: OutboxTransport = {
    upload: vi.fn(
      async (file: File): Promise<ChatAttachmentUpload> => ({
        id: '00000000-0000-4000-8000-00000000000a',
        kind: 'file',
        name: file.name,
        type: file.type,
        size: file.size,
        url: '/media/chat/a',
      }),
    ),
    send: vi.fn(async (conversationId: string, body: MessageSend) => {
      sent.push({ conversationId, body });
      const outcome = outcomes.shift() ?? 'ok';
      if (outcome === 'network') throw NETWORK;
      if (outcome === 'refused') throw REFUSED;
      return messageFor(conversationId, body, sent.length);
    }),
    retryable: (e) => e === NETWORK,
    errorCode: (e) => (e === REFUSED ? 'unsupported_type' : 'internal'),
    onSent: (m) => void delivered.push(m),
  };
  return { t, sent, delivered };
}

const text = (id: string, body = 'hello') => ({
  id,
  conversationId: 'c1',
  senderUid: 'me',
  kind: 'text' as const,
  text: body,
  createdAt: '2026-01-01T10:00:00.000Z',
});

const settle = () => new Promise((r) => setTimeout(r, 0));

describe('chat outbox', () => {
  it('keeps a message in storage until the server accepts it, then removes it', async () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, outboxKey('me'));
    let release: () => void = () => {};
    const { t, delivered } = transport(['ok']);
    const send = t.send;
    t.send = (c, b) =>
      new Promise((resolve) => (release = () => resolve(send(c, b)))).then((m) => m as ChatMessage);
    outbox.setTransport(t);

    outbox.add(text('m1'));
    expect(outbox.getSnapshot()).toMatchObject([{ id: 'm1', status: 'sending' }]);
    expect(JSON.parse(storage.getItem(outboxKey('me')) ?? '[]')).toMatchObject([{ id: 'm1', text: 'hello' }]);

    release();
    await settle();
    await settle();
    expect(delivered.map((m) => m.id)).toEqual(['m1']);
    expect(outbox.getSnapshot()).toEqual([]);
    expect(storage.getItem(outboxKey('me'))).toBeNull();
  });

  it('marks a message failed when the network fails, and retries it with the same id', async () => {
    const outbox = new Outbox(memoryStorage(), outboxKey('me'));
    const { t, sent } = transport(['network', 'ok']);
    outbox.setTransport(t);

    outbox.add(text('m1'));
    await settle();
    expect(outbox.getSnapshot()).toMatchObject([{ id: 'm1', status: 'failed', error: 'network' }]);

    outbox.retryAll();
    await settle();
    expect(sent.map((s) => s.body.id)).toEqual(['m1', 'm1']);
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('stops the queue on a network failure (order is kept) and keeps refused messages for the member to decide', async () => {
    const outbox = new Outbox(memoryStorage(), outboxKey('me'));
    const { t, sent } = transport(['network']);
    outbox.add(text('m1', 'one'));
    outbox.add(text('m2', 'two'));
    outbox.setTransport(t);
    await settle();
    expect(sent.map((s) => s.body.id)).toEqual(['m1']);
    expect(outbox.getSnapshot().map((e) => [e.id, e.status, e.error])).toEqual([
      ['m1', 'failed', 'network'],
      ['m2', 'failed', 'network'],
    ]);

    const refusing = transport(['refused']);
    outbox.setTransport(refusing.t);
    outbox.retryAll();
    await settle();
    await settle();
    expect(refusing.sent.map((s) => s.body.id)).toEqual(['m1', 'm2']);
    expect(outbox.getSnapshot()).toMatchObject([{ id: 'm1', status: 'failed', error: 'unsupported_type' }]);
    // A refusal is not retried by itself; the member may discard it.
    outbox.retryAll();
    await settle();
    expect(refusing.sent).toHaveLength(2);
    outbox.discard('m1');
    expect(outbox.getSnapshot()).toEqual([]);
  });

  it('survives a reload: a new outbox reads what the old one left and sends it with the same id', async () => {
    const storage = memoryStorage();
    const before = new Outbox(storage, outboxKey('me'));
    before.add(text('m1', 'typed before the reload'));
    // No transport: the page closed before anything was sent.

    const after = new Outbox(storage, outboxKey('me'));
    expect(after.getSnapshot()).toMatchObject([
      { id: 'm1', text: 'typed before the reload', status: 'failed', error: 'network' },
    ]);
    const { t, sent } = transport(['ok']);
    after.setTransport(t);
    after.retryAll();
    await settle();
    expect(sent).toEqual([
      { conversationId: 'c1', body: { id: 'm1', kind: 'text', text: 'typed before the reload' } },
    ]);
    expect(storage.getItem(outboxKey('me'))).toBeNull();
  });

  it('uploads a file before sending it; a file not uploaded before a reload comes back lost', async () => {
    const storage = memoryStorage();
    const outbox = new Outbox(storage, outboxKey('me'));
    const file = new File(['abc'], 'notes.txt', { type: 'text/plain' });
    const entry = {
      ...text('m1', ''),
      kind: 'file' as const,
      file: { name: 'notes.txt', type: 'text/plain', size: 3 },
    };
    outbox.add(entry, file);

    const reloaded = new Outbox(storage, outboxKey('me'));
    expect(reloaded.getSnapshot()).toMatchObject([{ id: 'm1', status: 'failed', error: 'lost' }]);

    const { t, sent } = transport(['ok']);
    outbox.setTransport(t);
    await settle();
    await settle();
    expect(t.upload).toHaveBeenCalledWith(file);
    expect(sent[0]?.body).toEqual({
      id: 'm1',
      kind: 'file',
      attachmentId: '00000000-0000-4000-8000-00000000000a',
    });
  });

  it('ignores a tampered storage entry', () => {
    const storage = memoryStorage();
    storage.setItem(outboxKey('me'), JSON.stringify([{ id: 1 }, text('m1'), 'x']));
    expect(new Outbox(storage, outboxKey('me')).getSnapshot().map((e) => e.id)).toEqual(['m1']);
    storage.setItem(outboxKey('me'), '{not json');
    expect(new Outbox(storage, outboxKey('me')).getSnapshot()).toEqual([]);
  });
});
