import { REALTIME_CLOSE } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeSocket } from './realtime-client.ts';
import { emulatorUser, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

let app: FastifyInstance;
let base: string;
let admin: User;
let alice: User;
let bob: User;

const call = (user: User, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user.auth, payload: payload as never });

beforeAll(async () => {
  app = await testApp();
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  admin = await emulatorUser('admin');
  alice = await emulatorUser('alice');
  bob = await emulatorUser('bob');
  for (const user of [admin, alice, bob]) await call(user, 'GET', '/api/me');
});
afterAll(() => app.close());

describe('the realtime channel', () => {
  it('refuses a forged token with 4401 and a malformed first message with 4400', async () => {
    const forged = realtimeSocket(base);
    await forged.send({ type: 'auth', token: `${alice.token.slice(0, -4)}AAAA` });
    expect((await forged.closed()).code).toBe(REALTIME_CLOSE.unauthenticated);

    const malformed = realtimeSocket(base);
    await malformed.send('not json');
    expect((await malformed.closed()).code).toBe(REALTIME_CLOSE.authTimeout);

    const early = realtimeSocket(base);
    await early.send({ type: 'typing', conversationId: crypto.randomUUID() });
    expect((await early.closed()).code).toBe(REALTIME_CLOSE.authTimeout);
  });

  it("delivers a member's notification to their sockets only, at once", async () => {
    const alices = realtimeSocket(base);
    const bobs = realtimeSocket(base);
    await alices.auth(alice.token);
    await bobs.auth(bob.token);
    expect((await call(bob, 'PUT', `/api/members/${alice.uid}/follow`)).statusCode).toBe(200);
    const event = await alices.waitFor((m) => m.type === 'event' && m.kind === 'notification.created', 1_000);
    expect(event).toMatchObject({ kind: 'notification.created' });
    // Bob is connected too and caused it, but it is not his.
    await call(alice, 'GET', '/api/me');
    expect(bobs.events()).toEqual([]);
    alices.close();
    bobs.close();
  });

  it('catches a reconnecting socket up from the last event id it saw: no gap, no duplicate', async () => {
    const first = realtimeSocket(base);
    await first.auth(alice.token);
    await call(bob, 'DELETE', `/api/members/${alice.uid}/follow`);
    await call(admin, 'PUT', `/api/members/${alice.uid}/follow`);
    const seen = await first.waitFor((m) => m.type === 'event', 1_000);
    const lastSeen = (seen as { id: number }).id;
    first.close();
    await first.closed();

    // While away: two more notifications.
    await call(bob, 'PUT', `/api/members/${alice.uid}/follow`);
    await call(admin, 'DELETE', `/api/members/${alice.uid}/follow`);
    await call(admin, 'PUT', `/api/members/${alice.uid}/follow`);
    const missed = await app.database.query<{ id: string }>(
      `SELECT id FROM realtime_events WHERE audience @> ARRAY[$1]::text[] AND id > $2 ORDER BY id`,
      [alice.uid, lastSeen],
    );
    expect(missed.length).toBe(2);

    const again = realtimeSocket(base);
    await again.auth(alice.token, lastSeen);
    await again.waitFor((m) => m.type === 'event' && m.id === Number(missed.at(-1)?.id));
    // The look-back may send earlier ids again: the client drops what it saw. What is new arrives once, in order.
    const newer = again
      .events()
      .filter((e) => e.id > lastSeen)
      .map((e) => e.id);
    expect(newer).toEqual(missed.map((m) => Number(m.id)));
    again.close();
  });

  it('closes the sockets of a member who is blocked with 4403, on every process', async () => {
    const bobs = realtimeSocket(base);
    await bobs.auth(bob.token);
    expect((await call(admin, 'PATCH', `/api/members/${bob.uid}`, { status: 'blocked' })).statusCode).toBe(
      200,
    );
    // Said as a block, so the tab tells him so.
    expect(await bobs.closed(2_000)).toEqual({ code: REALTIME_CLOSE.sessionEnded, reason: 'blocked' });
    // And a blocked member cannot connect again.
    const retry = realtimeSocket(base);
    await retry.send({ type: 'auth', token: bob.token });
    expect((await retry.closed()).code).toBe(REALTIME_CLOSE.sessionEnded);
  });

  it("closes a flooding socket with 4429 and keeps others' traffic flowing", async () => {
    const flooder = realtimeSocket(base);
    const quiet = realtimeSocket(base);
    await flooder.auth(alice.token);
    await quiet.auth(admin.token);
    for (let i = 0; i < 100; i++) await flooder.send({ type: 'typing', conversationId: crypto.randomUUID() });
    expect((await flooder.closed()).code).toBe(REALTIME_CLOSE.rateLimited);
    await call(alice, 'DELETE', `/api/members/${admin.uid}/follow`);
    await call(alice, 'PUT', `/api/members/${admin.uid}/follow`);
    await quiet.waitFor((m) => m.type === 'event' && m.kind === 'notification.created', 1_000);
    quiet.close();
  });

  it('keeps the token out of the URL: the upgrade carries none and the log redacts nothing it needs to', async () => {
    const socket = realtimeSocket(base);
    const ready = await socket.auth(alice.token);
    expect(ready.uid).toBe(alice.uid);
    expect(socket.ws.url).toBe(`${base.replace('http', 'ws')}/api/realtime`);
    socket.close();
  });

  it("gives a conversation's events and typing only to its members: an outsider neither receives nor signals", async () => {
    const carol = await emulatorUser('carol');
    await call(carol, 'GET', '/api/me');
    const conversation = (
      await call(admin, 'POST', '/api/chat/conversations', { kind: 'direct', memberUid: alice.uid })
    ).json() as { id: string };
    const [alices, carols] = [realtimeSocket(base), realtimeSocket(base)];
    await alices.auth(alice.token);
    await carols.auth(carol.token);

    // Carol, not a member, says she is typing there: nobody hears it.
    await carols.send({ type: 'typing', conversationId: conversation.id });
    const id = crypto.randomUUID();
    const sent = await call(admin, 'POST', `/api/chat/conversations/${conversation.id}/messages`, {
      id,
      kind: 'text',
      text: 'Members only',
    });
    expect(sent.statusCode).toBe(201);
    await alices.waitFor((m) => m.type === 'event' && m.kind === 'chat.message', 1_000);
    // The admin typing reaches Alice, a member.
    const admins = realtimeSocket(base);
    await admins.auth(admin.token);
    await admins.send({ type: 'typing', conversationId: conversation.id });
    await alices.waitFor((m) => m.type === 'typing' && m.uid === admin.uid, 1_000);

    expect(alices.received.some((m) => m.type === 'typing' && m.uid === carol.uid)).toBe(false);
    expect(carols.events().filter((e) => e.kind.startsWith('chat.'))).toEqual([]);
    expect(carols.received.some((m) => m.type === 'typing')).toBe(false);
    // Nor does a catch-up from the beginning hand her any of it.
    const replay = realtimeSocket(base);
    await replay.auth(carol.token, 0);
    // Her own welcome notification does come back: the replay ran.
    await replay.waitFor((m) => m.type === 'event' && m.kind === 'notification.created', 1_000);
    expect(replay.events().filter((e) => e.kind.startsWith('chat.'))).toEqual([]);
    for (const socket of [alices, carols, admins, replay]) socket.close();
  });
});
