import type { RealtimeEvent } from '@atrium/contracts';
import { REALTIME_CLOSE } from '@atrium/contracts/realtime';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { BACKOFF, backoffDelay, createRealtimeClient } from './client';

/** A stand-in for the browser's WebSocket that the test drives: what the client sent, and the server's side. */
class FakeSocket {
  static OPEN = 1;
  static all: FakeSocket[] = [];
  readyState = 0;
  sent: unknown[] = [];
  onopen: (() => void) | null = null;
  onmessage: ((m: { data: string }) => void) | null = null;
  onclose: ((c: { code: number; reason: string }) => void) | null = null;
  constructor(readonly url: string) {
    FakeSocket.all.push(this);
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  // The server's side:
  open() {
    this.readyState = 1;
    this.onopen?.();
  }
  push(message: unknown) {
    this.onmessage?.({ data: JSON.stringify(message) });
  }
  drop(code = 1006, reason = '') {
    this.readyState = 3;
    this.onclose?.({ code, reason });
  }
}

const event = (id: number): RealtimeEvent => ({
  id,
  kind: 'notification.created',
  data: { notificationId: String(id) },
  at: new Date(0).toISOString(),
});
const flush = () => vi.advanceTimersByTimeAsync(0);

function setUp() {
  const tokens: boolean[] = [];
  const ended: string[] = [];
  const client = createRealtimeClient({
    url: 'ws://host/api/realtime',
    getToken: async (force) => {
      tokens.push(force);
      return force ? 'fresh-token' : 'token';
    },
    onSessionEnded: (reason) => ended.push(reason),
    WebSocketImpl: FakeSocket as unknown as typeof WebSocket,
    random: () => 1,
  });
  const received: number[] = [];
  client.onEvent((e) => received.push(e.id));
  return { client, tokens, ended, received };
}

beforeEach(() => {
  vi.useFakeTimers();
  FakeSocket.all = [];
});
afterEach(() => vi.useRealTimers());

describe('the realtime client', () => {
  it('sends the token in its first message, never in the URL', async () => {
    const { client } = setUp();
    client.start();
    await flush();
    const socket = FakeSocket.all[0] as FakeSocket;
    expect(socket.url).toBe('ws://host/api/realtime');
    socket.open();
    expect(socket.sent[0]).toEqual({ type: 'auth', token: 'token', after: null });
    socket.push({ type: 'ready', uid: 'u', lastEventId: 7 });
    expect(client.status()).toBe('open');
  });

  it('reconnects with capped exponential backoff and catches up from the last event id, dropping copies', async () => {
    const { client, received } = setUp();
    client.start();
    await flush();
    let socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    socket.push({ type: 'ready', uid: 'u', lastEventId: 10 });
    socket.push({ type: 'event', ...event(11) });
    socket.push({ type: 'event', ...event(12) });

    socket.drop();
    expect(client.status()).toBe('reconnecting');
    // random() = 1: the whole delay of attempt 0.
    await vi.advanceTimersByTimeAsync(BACKOFF.firstMs - 1);
    expect(FakeSocket.all).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    socket = FakeSocket.all[1] as FakeSocket;
    socket.open();
    expect(socket.sent[0]).toMatchObject({ after: 12 });
    socket.push({ type: 'ready', uid: 'u', lastEventId: 14 });
    // The catch-up's look-back sends 12 again.
    for (const id of [12, 13, 14]) socket.push({ type: 'event', ...event(id) });
    expect(received).toEqual([11, 12, 13, 14]);
  });

  it('waits longer after each failure, up to the cap, with jitter below it', () => {
    expect([0, 1, 2, 3].map((n) => backoffDelay(n, () => 1))).toEqual([500, 1000, 2000, 4000]);
    expect(backoffDelay(20, () => 1)).toBe(BACKOFF.maxMs);
    expect(backoffDelay(3, () => 0.25)).toBe(1000);
  });

  it('asks for a new token when the server refuses one, and signs out when refused again and again', async () => {
    const { client, tokens, ended } = setUp();
    client.start();
    await flush();
    for (let i = 0; i < 3; i++) {
      const socket = FakeSocket.all.at(-1) as FakeSocket;
      socket.open();
      socket.drop(REALTIME_CLOSE.unauthenticated, 'token refused');
      await vi.advanceTimersByTimeAsync(BACKOFF.firstMs);
    }
    expect(tokens).toEqual([false, true, true]);
    expect(ended).toEqual(['expired']);
    expect(client.status()).toBe('stopped');
  });

  it('signs out at once when the server ends the session (blocked)', async () => {
    const { client, ended } = setUp();
    client.start();
    await flush();
    const socket = FakeSocket.all[0] as FakeSocket;
    socket.open();
    socket.push({ type: 'ready', uid: 'u', lastEventId: 0 });
    socket.drop(REALTIME_CLOSE.sessionEnded, 'blocked');
    expect(ended).toEqual(['blocked']);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(FakeSocket.all).toHaveLength(1);
  });

  it('connects again at once when the browser comes back online', async () => {
    const { client } = setUp();
    client.start();
    await flush();
    (FakeSocket.all[0] as FakeSocket).drop();
    client.nudge();
    await flush();
    expect(FakeSocket.all).toHaveLength(2);
  });
});
