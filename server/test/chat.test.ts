import { randomUUID } from 'node:crypto';
import { CHAT_ATTACHMENT_MAX_BYTES, CHAT_TEXT_MAX } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMembers } from '../src/db/seed.ts';
import { signedMediaUrl } from '../src/modules/chat/attachments.ts';
import { seedChatDemo } from '../src/modules/chat/seed.ts';
import { chatService } from '../src/modules/chat/service.ts';
import type { Realtime, StoredData } from '../src/realtime/types.ts';
import { emulatorUser, tableDigest, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);
const ELF = Buffer.concat([Buffer.from([0x7f, 0x45, 0x4c, 0x46, 2, 1, 1, 0]), Buffer.alloc(56)]);

let app: FastifyInstance;
let alice: User;
let bob: User;
let carol: User;

beforeAll(async () => {
  app = await testApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  });
  alice = await emulatorUser('alice');
  bob = await emulatorUser('bob');
  carol = await emulatorUser('carol');
  for (const user of [alice, bob, carol]) await app.inject({ url: '/api/me', headers: user.auth });
});
afterAll(() => app.close());

const call = (user: User, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user.auth, payload: payload as never });
const group = async (owner: User, members: User[], name = 'Team') => {
  const res = await call(owner, 'POST', '/api/chat/conversations', {
    kind: 'group',
    name,
    memberUids: members.map((m) => m.uid),
  });
  expect(res.statusCode).toBe(201);
  return res.json().id as string;
};
const say = async (user: User, conversation: string, text: string, id = randomUUID()) => {
  const res = await call(user, 'POST', `/api/chat/conversations/${conversation}/messages`, {
    id,
    kind: 'text',
    text,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
};
const history = async (user: User, conversation: string) =>
  (await call(user, 'GET', `/api/chat/conversations/${conversation}/messages?limit=100`)).json();
const list = async (user: User, q = '') =>
  (await call(user, 'GET', `/api/chat/conversations${q ? `?q=${encodeURIComponent(q)}` : ''}`)).json();
const upload = (user: User, body: Buffer, name: string, type = 'application/octet-stream') =>
  app.inject({
    method: 'POST',
    url: '/api/chat/attachments',
    headers: { ...user.auth, 'content-type': type, 'x-file-name': encodeURIComponent(name) },
    payload: body,
  });

describe('chat: a member outside a conversation sees and changes nothing of it', () => {
  it('answers 404 to every read and write by a non-member, and stores nothing', async () => {
    const id = await group(alice, [bob], 'Private plans');
    const message = await say(alice, id, 'Only for Bob');
    const before = await tableDigest(app);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/chat/conversations/${id}`],
      ['GET', `/api/chat/conversations/${id}/messages`],
      ['POST', `/api/chat/conversations/${id}/messages`, { id: randomUUID(), kind: 'text', text: 'Hi' }],
      ['PATCH', `/api/chat/conversations/${id}`, { name: 'Mine now', muted: true }],
      ['DELETE', `/api/chat/conversations/${id}`],
      ['POST', `/api/chat/conversations/${id}/members`, { uids: [carol.uid] }],
      ['DELETE', `/api/chat/conversations/${id}/members/${bob.uid}`],
      ['POST', `/api/chat/conversations/${id}/read`, { seq: message.seq }],
      ['PATCH', `/api/chat/messages/${message.id}`, { text: 'Edited by Carol' }],
      ['DELETE', `/api/chat/messages/${message.id}`],
      ['POST', `/api/chat/messages/${message.id}/reactions`, { emoji: '👍', on: true }],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(carol, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect((await list(carol)).items.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await list(carol, 'Private')).items).toEqual([]);
    expect(await tableDigest(app)).toBe(before);
    const seen = await history(alice, id);
    expect(seen.items).toHaveLength(1);
    expect(seen.items[0]).toMatchObject({
      text: 'Only for Bob',
      editedAt: null,
      deletedAt: null,
      reactions: [],
    });
    const conversation = (await call(alice, 'GET', `/api/chat/conversations/${id}`)).json();
    expect(conversation.name).toBe('Private plans');
    expect(conversation.members.map((m: { uid: string }) => m.uid).sort()).toEqual(
      [alice.uid, bob.uid].sort(),
    );
  });

  it("lets a member neither edit nor delete another member's message (403), nor remove others unless creator", async () => {
    const id = await group(alice, [bob, carol]);
    const message = await say(alice, id, 'Mine');
    const before = await tableDigest(app);
    expect(
      (await call(bob, 'PATCH', `/api/chat/messages/${message.id}`, { text: 'Bob was here' })).statusCode,
    ).toBe(403);
    expect((await call(bob, 'DELETE', `/api/chat/messages/${message.id}`)).statusCode).toBe(403);
    expect((await call(bob, 'DELETE', `/api/chat/conversations/${id}/members/${carol.uid}`)).statusCode).toBe(
      403,
    );
    expect(await tableDigest(app)).toBe(before);
    // The creator removes; a member leaves.
    expect(
      (await call(alice, 'DELETE', `/api/chat/conversations/${id}/members/${carol.uid}`)).statusCode,
    ).toBe(204);
    expect((await call(carol, 'GET', `/api/chat/conversations/${id}`)).statusCode).toBe(404);
    expect((await call(bob, 'DELETE', `/api/chat/conversations/${id}/members/${bob.uid}`)).statusCode).toBe(
      204,
    );
    const left = (await call(alice, 'GET', `/api/chat/conversations/${id}`)).json();
    expect(left.members.map((m: { uid: string }) => m.uid)).toEqual([alice.uid]);
  });
});

describe('chat: conversations', () => {
  it('opens one direct conversation per pair (201, then 200 with the same one), never with oneself or nobody', async () => {
    const first = await call(alice, 'POST', '/api/chat/conversations', {
      kind: 'direct',
      memberUid: carol.uid,
    });
    expect(first.statusCode).toBe(201);
    const again = await call(carol, 'POST', '/api/chat/conversations', {
      kind: 'direct',
      memberUid: alice.uid,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    expect(again.json()).toMatchObject({ kind: 'direct', name: null, unread: 0, muted: false });
    const before = await tableDigest(app);
    const self = await call(alice, 'POST', '/api/chat/conversations', {
      kind: 'direct',
      memberUid: alice.uid,
    });
    expect(self.statusCode).toBe(400);
    expect(self.json().fields.memberUid.code).toBe('not_allowed');
    const nobody = await call(alice, 'POST', '/api/chat/conversations', {
      kind: 'direct',
      memberUid: 'nobody-1',
    });
    expect(nobody.statusCode).toBe(400);
    expect(nobody.json().fields.memberUid.code).toBe('invalid');
    const strangers = await call(alice, 'POST', '/api/chat/conversations', {
      kind: 'group',
      name: 'Ghosts',
      memberUids: ['ghost-1'],
    });
    expect(strangers.statusCode).toBe(400);
    expect(await tableDigest(app)).toBe(before);
  });

  it('searches by group name and member name, renames groups only, mutes for the caller', async () => {
    const id = await group(alice, [bob], 'Zebra project');
    expect((await list(bob, 'zebra')).items.map((c: { id: string }) => c.id)).toEqual([id]);
    expect((await list(bob, 'ALICE')).items.map((c: { id: string }) => c.id)).toContain(id);
    expect((await list(bob, '%')).items).toEqual([]);
    const renamed = await call(bob, 'PATCH', `/api/chat/conversations/${id}`, { name: 'Okapi project' });
    expect(renamed.json().name).toBe('Okapi project');
    const muted = await call(bob, 'PATCH', `/api/chat/conversations/${id}`, { muted: true });
    expect(muted.json().muted).toBe(true);
    expect((await call(alice, 'GET', `/api/chat/conversations/${id}`)).json().muted).toBe(false);
    const direct = (
      await call(alice, 'POST', '/api/chat/conversations', { kind: 'direct', memberUid: bob.uid })
    ).json();
    const refused = await call(alice, 'PATCH', `/api/chat/conversations/${direct.id}`, { name: 'No' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.name.code).toBe('not_allowed');
  });
});

describe('chat: messages', () => {
  it('stores a retried send once (200 the second time) and refuses the id from another member (409)', async () => {
    const id = await group(alice, [bob]);
    const messageId = randomUUID();
    const first = await say(alice, id, 'Once', messageId);
    const retry = await call(alice, 'POST', `/api/chat/conversations/${id}/messages`, {
      id: messageId,
      kind: 'text',
      text: 'Once',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toEqual(first);
    const before = await tableDigest(app);
    const stolen = await call(bob, 'POST', `/api/chat/conversations/${id}/messages`, {
      id: messageId,
      kind: 'text',
      text: 'Mine?',
    });
    expect(stolen.statusCode).toBe(409);
    const elsewhere = await group(alice, [carol]);
    const digest = await tableDigest(app);
    const moved = await call(alice, 'POST', `/api/chat/conversations/${elsewhere}/messages`, {
      id: messageId,
      kind: 'text',
      text: 'Once',
    });
    expect(moved.statusCode).toBe(409);
    expect(await tableDigest(app)).toBe(digest);
    expect(before).not.toBe(digest);
    expect((await history(bob, id)).items).toHaveLength(1);
  });

  it('publishes a chat.message event for the current members in the same transaction', async () => {
    const id = await group(alice, [bob]);
    const message = await say(alice, id, 'Event');
    const events = await app.database.query<{ audience: string[]; data: Record<string, unknown> }>(
      `SELECT audience, data FROM realtime_events WHERE kind = 'chat.message' AND data->>'messageId' = $1`,
      [message.id],
    );
    expect(events).toHaveLength(1);
    expect([...(events[0]?.audience ?? [])].sort()).toEqual([alice.uid, bob.uid].sort());
    expect(events[0]?.data).toMatchObject({ conversationId: id, messageId: message.id, seq: message.seq });
  });

  it('counts unread per conversation and in total, zero once read, muted ones left out of the total', async () => {
    const id = await group(alice, [bob], 'Unread');
    const start = (await list(bob)).unread;
    let last = 0;
    for (const text of ['one', 'two', 'three']) last = (await say(alice, id, text)).seq;
    const listed = await list(bob);
    expect(listed.items.find((c: { id: string }) => c.id === id).unread).toBe(3);
    expect(listed.unread).toBe(start + 3);
    // The side nav's count is the same total.
    expect((await call(bob, 'GET', '/api/chat/unread')).json()).toEqual({ unread: start + 3 });
    // The sender has read their own messages.
    expect((await list(alice)).items.find((c: { id: string }) => c.id === id).unread).toBe(0);
    // A read mark past the end stops at the last message.
    expect(
      (await call(bob, 'POST', `/api/chat/conversations/${id}/read`, { seq: last + 1000 })).statusCode,
    ).toBe(204);
    const read = await list(bob);
    expect(read.items.find((c: { id: string }) => c.id === id)).toMatchObject({ unread: 0, readSeq: last });
    expect(read.unread).toBe(start);
    const receipt = (await call(alice, 'GET', `/api/chat/conversations/${id}`)).json().receipts;
    expect(receipt).toEqual([{ uid: bob.uid, deliveredSeq: last, readSeq: last }]);
    await say(alice, id, 'four');
    await call(bob, 'PATCH', `/api/chat/conversations/${id}`, { muted: true });
    const muted = await list(bob);
    expect(muted.items.find((c: { id: string }) => c.id === id).unread).toBe(1);
    expect(muted.unread).toBe(start);
    expect((await call(bob, 'GET', '/api/chat/unread')).json()).toEqual({ unread: start });
  });

  it('pages 70 messages by seq: newest page first, oldest first within a page, no gaps or repeats', async () => {
    const id = await group(alice, [bob]);
    const sent: number[] = [];
    for (let i = 0; i < 70; i++) sent.push((await say(i % 2 ? bob : alice, id, `m${i}`)).seq);
    const seen: number[] = [];
    let before = '';
    for (let pages = 0; pages < 10; pages++) {
      const page = (
        await call(
          bob,
          'GET',
          `/api/chat/conversations/${id}/messages?limit=25${before ? `&before=${before}` : ''}`,
        )
      ).json();
      const seqs = page.items.map((m: { seq: number }) => m.seq);
      expect(seqs).toEqual([...seqs].sort((a, b) => a - b));
      seen.unshift(...seqs);
      if (!page.hasMore) break;
      before = String(seqs[0]);
    }
    expect(seen).toEqual(sent);
    expect(new Set(seen).size).toBe(70);
  });

  it('edits, reacts to and deletes a message, each publishing an update', async () => {
    const id = await group(alice, [bob]);
    const message = await say(alice, id, 'Tpyo');
    const edited = await call(alice, 'PATCH', `/api/chat/messages/${message.id}`, { text: 'Typo' });
    expect(edited.json()).toMatchObject({ text: 'Typo', editedAt: expect.any(String) });
    const liked = await call(bob, 'POST', `/api/chat/messages/${message.id}/reactions`, {
      emoji: '👍🏽',
      on: true,
    });
    expect(liked.json().reactions).toEqual([{ emoji: '👍🏽', uids: [bob.uid] }]);
    await call(alice, 'POST', `/api/chat/messages/${message.id}/reactions`, { emoji: '👍🏽', on: true });
    const unliked = await call(bob, 'POST', `/api/chat/messages/${message.id}/reactions`, {
      emoji: '👍🏽',
      on: false,
    });
    expect(unliked.json().reactions).toEqual([{ emoji: '👍🏽', uids: [alice.uid] }]);
    const deleted = await call(alice, 'DELETE', `/api/chat/messages/${message.id}`);
    expect(deleted.json()).toMatchObject({
      text: null,
      attachment: null,
      reactions: [],
      deletedAt: expect.any(String),
    });
    expect(
      (await call(alice, 'PATCH', `/api/chat/messages/${message.id}`, { text: 'Back' })).statusCode,
    ).toBe(409);
    const [{ n } = { n: 0 }] = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM realtime_events WHERE kind = 'chat.message.updated' AND data->>'messageId' = $1`,
      [message.id],
    );
    // Edit, two reactions on, one off, delete.
    expect(n).toBe(5);
  });

  it('keeps text as typed (markup is not interpreted)', async () => {
    const id = await group(alice, [bob]);
    const text = '  <img src=x onerror=alert(1)> & "quotes"\n  ';
    expect((await say(alice, id, text)).text).toBe(text);
  });
});

describe('chat: deleting a conversation hides it for the caller only', () => {
  it('hides it and its history for Bob, shows it again without the old history on the next message', async () => {
    const id = await group(alice, [bob], 'Hide me');
    await say(alice, id, 'old one');
    await say(bob, id, 'old two');
    expect((await call(bob, 'DELETE', `/api/chat/conversations/${id}`)).statusCode).toBe(204);
    expect((await list(bob)).items.map((c: { id: string }) => c.id)).not.toContain(id);
    expect((await list(alice)).items.map((c: { id: string }) => c.id)).toContain(id);
    expect((await history(bob, id)).items).toEqual([]);
    expect((await history(alice, id)).items).toHaveLength(2);
    await say(alice, id, 'new one');
    const back = (await list(bob)).items.find((c: { id: string }) => c.id === id);
    expect(back).toMatchObject({ unread: 1, lastMessage: { text: 'new one' } });
    expect((await history(bob, id)).items.map((m: { text: string }) => m.text)).toEqual(['new one']);
  });
});

describe('chat: bad input is refused with a 4xx and nothing is written', () => {
  let id: string;
  let aliceMessage: string;
  beforeAll(async () => {
    id = await group(alice, [bob]);
    aliceMessage = (await say(alice, id, 'Hello')).id;
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['empty text', { kind: 'text', text: '' }, 'text', 'required'],
    ['whitespace only', { kind: 'text', text: ' \n\t ' }, 'text', 'required'],
    ['text over the limit', { kind: 'text', text: 'x'.repeat(CHAT_TEXT_MAX + 1) }, 'text', 'too_long'],
    ['a NUL byte', { kind: 'text', text: 'a\u0000b' }, 'text', 'invalid_text'],
    ['text of the wrong type', { kind: 'text', text: 5 }, 'text', 'type'],
    ['an unknown field', { kind: 'text', text: 'Hi', admin: true }, 'admin', 'unknown_field'],
    ['an id that is no UUID', { kind: 'text', text: 'Hi', id: 'not-a-uuid' }, 'id', 'format'],
    ['an unknown kind', { kind: 'video', text: 'Hi' }, 'kind', 'invalid'],
    [
      'an attachment that does not exist',
      { kind: 'file', attachmentId: randomUUID() },
      'attachmentId',
      'invalid',
    ],
  ])('refuses %s', async (_label, body, field, code) => {
    const before = await tableDigest(app);
    const res = await call(alice, 'POST', `/api/chat/conversations/${id}/messages`, {
      id: randomUUID(),
      ...body,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields?.[field]?.code, res.body).toBe(code);
    expect(await tableDigest(app)).toBe(before);
  });

  it('refuses bad edits, reactions, read marks and member lists', async () => {
    const before = await tableDigest(app);
    const attempts: [string, string, unknown, number][] = [
      ['PATCH', `/api/chat/messages/${aliceMessage}`, { text: '   ' }, 400],
      ['PATCH', `/api/chat/messages/${aliceMessage}`, { text: 'x'.repeat(CHAT_TEXT_MAX + 1) }, 400],
      ['POST', `/api/chat/messages/${aliceMessage}/reactions`, { emoji: 'abc', on: true }, 400],
      ['POST', `/api/chat/messages/${aliceMessage}/reactions`, { emoji: '👍', on: 'yes' }, 400],
      ['POST', `/api/chat/conversations/${id}/read`, { seq: -1 }, 400],
      ['POST', `/api/chat/conversations/${id}/read`, { seq: '5' }, 400],
      ['POST', `/api/chat/conversations/${id}/members`, { uids: ['ghost'] }, 400],
      ['POST', `/api/chat/conversations/${id}/members`, { uids: [] }, 400],
      ['PATCH', `/api/chat/conversations/${id}`, { name: '' }, 400],
      ['PATCH', `/api/chat/conversations/${id}`, { name: 'x'.repeat(81) }, 400],
      ['GET', `/api/chat/conversations/${id}/messages?limit=0`, undefined, 400],
      ['GET', `/api/chat/conversations/${id}/messages?before=abc`, undefined, 400],
      ['GET', '/api/chat/conversations/not-a-uuid', undefined, 400],
    ];
    for (const [method, url, body, status] of attempts) {
      const res = await call(alice, method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)?.slice(0, 40)}`).toBe(status);
    }
    expect(await tableDigest(app)).toBe(before);
  });
});

describe('chat: attachments', () => {
  it('takes an image and a file, judged by their bytes, and sends them', async () => {
    const id = await group(alice, [bob]);
    const image = await upload(alice, PNG, 'photo.png', 'image/png');
    expect(image.statusCode).toBe(201);
    expect(image.json()).toMatchObject({
      kind: 'image',
      type: 'image/png',
      name: 'photo.png',
      size: PNG.length,
    });
    const pdf = await upload(alice, PDF, '../../etc/Report\u0007 2026.pdf');
    expect(pdf.json()).toMatchObject({ kind: 'file', type: 'application/pdf', name: 'Report 2026.pdf' });
    const notes = await upload(alice, Buffer.from('plain words, ünïcode'), 'notes');
    expect(notes.json()).toMatchObject({ kind: 'file', type: 'text/plain' });
    // Whatever type the browser declares (or none, or JSON), the bytes are stored as they came.
    const bare = await app.inject({
      method: 'POST',
      url: '/api/chat/attachments',
      headers: { ...alice.auth, 'x-file-name': 'data.json' },
      payload: Buffer.from('{"a":1}'),
    });
    expect(bare.json()).toMatchObject({ kind: 'file', type: 'text/plain', name: 'data.json' });
    const json = await upload(alice, Buffer.from('{"a":1}'), 'data.json', 'application/json');
    expect(json.json()).toMatchObject({ kind: 'file', size: 7 });
    const sent = await call(alice, 'POST', `/api/chat/conversations/${id}/messages`, {
      id: randomUUID(),
      kind: 'image',
      attachmentId: image.json().id,
      text: 'Look',
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({ kind: 'image', text: 'Look', attachment: { id: image.json().id } });
    // Used once only; a PDF is no image.
    const again = await call(alice, 'POST', `/api/chat/conversations/${id}/messages`, {
      id: randomUUID(),
      kind: 'image',
      attachmentId: image.json().id,
    });
    expect(again.statusCode).toBe(400);
    const notImage = await call(alice, 'POST', `/api/chat/conversations/${id}/messages`, {
      id: randomUUID(),
      kind: 'image',
      attachmentId: pdf.json().id,
    });
    expect(notImage.json().fields.attachmentId.code).toBe('not_allowed');

    const media = await app.inject({ url: sent.json().attachment.url });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/png');
    expect(media.headers['x-content-type-options']).toBe('nosniff');
    expect(media.headers['cache-control']).toBe('private, max-age=86400');
    expect(media.headers['content-disposition']).toBe("inline; filename*=UTF-8''photo.png");
    expect(Buffer.compare(media.rawPayload, PNG)).toBe(0);

    const file = await app.inject({ url: pdf.json().url });
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe("attachment; filename*=UTF-8''Report%202026.pdf");
    expect(file.headers['content-security-policy']).toBe('sandbox');
  });

  it('refuses programs, disguised images, oversized files and the uploads of others, storing nothing', async () => {
    const id = await group(alice, [bob]);
    const bobs = (await upload(bob, PDF, 'bob.pdf')).json();
    const before = await tableDigest(app);
    expect((await upload(alice, EXE, 'evil.png', 'image/png')).statusCode).toBe(415);
    expect((await upload(alice, EXE, 'setup.pdf')).statusCode).toBe(415);
    expect((await upload(alice, ELF, 'tool')).statusCode).toBe(415);
    expect((await upload(alice, Buffer.from('#!/bin/sh\nrm -rf /\n'), 'run.txt')).statusCode).toBe(415);
    expect((await upload(alice, PDF, 'photo.jpg')).statusCode).toBe(415);
    expect((await upload(alice, Buffer.from('fine'), 'installer.msi')).statusCode).toBe(415);
    const big = await upload(alice, Buffer.concat([PNG, Buffer.alloc(CHAT_ATTACHMENT_MAX_BYTES)]), 'big.png');
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'too_large', error: expect.stringContaining('10 MB') });
    expect((await upload(alice, Buffer.alloc(0), 'empty.txt')).statusCode).toBe(400);
    const foreign = await call(alice, 'POST', `/api/chat/conversations/${id}/messages`, {
      id: randomUUID(),
      kind: 'file',
      attachmentId: bobs.id,
    });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().fields.attachmentId.code).toBe('invalid');
    expect(await tableDigest(app)).toBe(before);
  });

  it('serves media only on a valid, unexpired signature', async () => {
    const file = (await upload(alice, PDF, 'signed.pdf')).json();
    expect((await app.inject({ url: file.url })).statusCode).toBe(200);
    const [{ value } = { value: '' }] = await app.database.query<{ value: string }>(
      `SELECT value FROM server_secrets WHERE name = 'chat_media'`,
    );
    expect(value).toMatch(/^[0-9a-f]{64}$/);
    const expired = signedMediaUrl(value, file.id, new Date(Date.now() - 3 * 86_400_000));
    const forged = signedMediaUrl('not-the-secret', file.id, new Date());
    const other = file.url.replace(file.id, randomUUID());
    for (const url of [
      expired,
      forged,
      other,
      `/media/chat/${file.id}`,
      `${file.url.split('&sig=')[0]}&sig=abc`,
    ]) {
      const res = await app.inject({ url });
      expect(res.statusCode, url).toBe(403);
    }
  });
});

describe('chat: demo conversations', () => {
  it('gives a member four direct conversations and a group with three weeks of history, some unread', async () => {
    await seedDemoMembers(app.database, 12);
    const dave = await emulatorUser('dave');
    await app.inject({ url: '/api/me', headers: dave.auth });
    const started = performance.now();
    expect(await seedChatDemo(app.database, dave.uid, new Date())).toBe(5);
    const took = performance.now() - started;
    expect(took).toBeLessThan(2000);
    expect(await seedChatDemo(app.database, dave.uid, new Date())).toBe(0);
    const seeded = await list(dave);
    expect(seeded.items).toHaveLength(5);
    expect(seeded.unread).toBe(6);
    const review = seeded.items.find((c: { name: string | null }) => c.name === 'Design review');
    expect(review.members).toHaveLength(4);
    const page = await history(dave, review.id);
    expect(page.items).toHaveLength(12);
    const days = (Date.now() - Date.parse(page.items[0].createdAt)) / 86_400_000;
    expect(days).toBeGreaterThan(14);
    expect(page.items.some((m: { reactions: unknown[] }) => m.reactions.length)).toBe(true);
    const [{ n } = { n: 1 }] = await app.database.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM realtime_events WHERE $1 = ANY(audience) AND kind = 'chat.message'`,
      [dave.uid],
    );
    expect(n).toBe(0);
  });
});

describe('chat: the realtime channel', () => {
  it('hydrates message events, names typing audiences and batches delivered marks into receipts', async () => {
    const handlers: {
      hydrate: Map<string, (stored: StoredData) => Promise<unknown>>;
      typing?: (conversationId: string) => Promise<readonly string[]>;
      delivered?: (stored: StoredData, uids: string[]) => void;
    } = { hydrate: new Map() };
    const published: { kind: string; audience: readonly string[]; data: StoredData }[] = [];
    const realtime: Realtime = {
      publish: async (_query, kind, audience, data) => void published.push({ kind, audience, data }),
      publishMany: async (_query, events) => void published.push(...events),
      hydrate: (kind, read) => void handlers.hydrate.set(kind, read),
      typingAudience: (read) => {
        handlers.typing = read;
      },
      onDelivered: (_kind, handle) => {
        handlers.delivered = handle;
      },
      online: async () => new Set(),
      endSessions: async () => {},
    };
    const chat = chatService(app.database, { realtime });
    const id = await group(alice, [bob]);
    const message = await say(alice, id, 'Delivered?');
    const event = await handlers.hydrate.get('chat.message')?.({ conversationId: id, messageId: message.id });
    expect(event).toEqual({ conversationId: id, message });
    expect(
      await handlers.hydrate.get('chat.message')?.({ conversationId: id, messageId: 'nope' }),
    ).toBeNull();
    expect([...((await handlers.typing?.(id)) ?? [])].sort()).toEqual([alice.uid, bob.uid].sort());
    expect(await handlers.typing?.('not-a-uuid')).toEqual([]);
    handlers.delivered?.({ conversationId: id, messageId: message.id, seq: message.seq }, [
      bob.uid,
      alice.uid,
    ]);
    await new Promise((resolve) => setTimeout(resolve, 1_300));
    const receipts = (await call(alice, 'GET', `/api/chat/conversations/${id}`)).json().receipts;
    expect(receipts).toEqual([{ uid: bob.uid, deliveredSeq: message.seq, readSeq: 0 }]);
    // One receipt event for the conversation, carrying every member's marks (nothing to read to deliver it).
    const receiptsNow = [
      { uid: alice.uid, deliveredSeq: message.seq, readSeq: message.seq },
      { uid: bob.uid, deliveredSeq: message.seq, readSeq: 0 },
    ].sort((a, b) => (a.uid < b.uid ? -1 : 1));
    expect(published).toEqual([
      {
        kind: 'chat.receipt',
        audience: expect.arrayContaining([alice.uid, bob.uid]),
        data: { conversationId: id, receipts: receiptsNow },
      },
    ]);
    // An event stored with the id only (before receipts carried their marks) reads them.
    expect(await handlers.hydrate.get('chat.receipt')?.({ conversationId: id })).toEqual({
      conversationId: id,
      receipts: receiptsNow,
    });
    chat.stop();
  });
});
