import { randomUUID } from 'node:crypto';
import {
  MAIL_ATTACHMENT_MAX_BYTES,
  MAIL_HTML_MAX,
  MAIL_SUBJECT_MAX,
  type MailListItem,
  type MailMessage,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { realtimeSocket } from './realtime-client.ts';
import { emulatorUser, tableDigest, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);

let app: FastifyInstance;
let base: string;
/** The first account: an administrator. */
let alice: User;
let bob: User;
let carol: User;
let dave: User;
let erin: User;

beforeAll(async () => {
  app = await testApp({
    RATE_LIMIT_PER_MINUTE: '100000',
    RATE_LIMIT_READS_PER_MINUTE: '100000',
    RATE_LIMIT_WRITES_PER_MINUTE: '100000',
  });
  base = await app.listen({ port: 0, host: '127.0.0.1' });
  alice = await emulatorUser('alice');
  bob = await emulatorUser('bob');
  carol = await emulatorUser('carol');
  dave = await emulatorUser('dave');
  erin = await emulatorUser('erin');
  for (const user of [alice, bob, carol, dave, erin])
    await app.inject({ url: '/api/me', headers: user.auth });
});
afterAll(() => app.close());

const call = (user: User, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user.auth, payload: payload as never });

const send = async (
  user: User,
  fields: { to?: User[]; cc?: User[]; bcc?: User[]; subject?: string; html?: string; [k: string]: unknown },
  id = randomUUID(),
) => {
  const { to = [], cc = [], bcc = [], ...rest } = fields;
  const res = await call(user, 'POST', '/api/mail/messages', {
    id,
    to: to.map((u) => u.uid),
    cc: cc.map((u) => u.uid),
    bcc: bcc.map((u) => u.uid),
    ...rest,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json() as MailMessage;
};
const list = async (user: User, query = '') => {
  const res = await call(user, 'GET', `/api/mail/messages${query ? `?${query}` : ''}`);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { items: MailListItem[]; total: number; nextCursor: string | null };
};
const open = async (user: User, id: string) => call(user, 'GET', `/api/mail/messages/${id}`);
const counts = async (user: User) => (await call(user, 'GET', '/api/mail/counts')).json();
const entryOf = async (uid: string, id: string) =>
  (
    await app.database.query(
      'SELECT received, sent, draft, read, starred, deleted_at FROM mail_entries WHERE uid = $1 AND message_id = $2',
      [uid, id],
    )
  )[0];
const upload = (user: User, body: Buffer, name: string) =>
  app.inject({
    method: 'POST',
    url: `/api/mail/attachments?name=${encodeURIComponent(name)}`,
    headers: { ...user.auth, 'content-type': 'application/octet-stream' },
    payload: body,
  });
/** Closes a test socket and waits until the member is offline (presence rows are written as sockets close). */
const hangUp = async (socket: ReturnType<typeof realtimeSocket>, user: User) => {
  socket.close();
  await socket.closed();
  for (let i = 0; i < 100; i++) {
    const rows = await app.database.query('SELECT 1 FROM realtime_presence WHERE uid = $1', [user.uid]);
    if (!rows.length) return;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};
const labelIdOf = async (user: User, system: string) =>
  (await call(user, 'GET', '/api/mail/labels'))
    .json()
    .items.find((l: { system: string | null }) => l.system === system).id as string;

describe('mail: delivery', () => {
  it('delivers to To, Cc and Bcc, each with their own state, and keeps it in the sender’s Sent', async () => {
    const before = await counts(bob);
    const message = await send(alice, {
      to: [bob],
      cc: [carol],
      bcc: [dave],
      subject: 'Quarterly plan',
      html: '<p>Hello team</p>',
    });
    expect(message).toMatchObject({
      sent: true,
      received: false,
      draft: false,
      read: true,
      subject: 'Quarterly plan',
    });
    for (const user of [bob, carol, dave]) {
      expect(await entryOf(user.uid, message.id)).toMatchObject({ received: true, sent: false, read: false });
    }
    expect(await entryOf(alice.uid, message.id)).toMatchObject({ sent: true, received: false, read: true });
    expect((await counts(bob)).folders.inbox.unread).toBe(before.folders.inbox.unread + 1);

    const opened = await open(bob, message.id);
    expect(opened.statusCode).toBe(200);
    expect(opened.json().message).toMatchObject({ id: message.id, read: true, html: '<p>Hello team</p>' });
    expect((await counts(bob)).folders.inbox.unread).toBe(before.folders.inbox.unread);
    expect(
      (await call(bob, 'PATCH', `/api/mail/messages/${message.id}`, { starred: true })).json(),
    ).toMatchObject({
      starred: true,
      read: true,
    });
    expect(await entryOf(carol.uid, message.id)).toMatchObject({ read: false, starred: false });
    expect((await list(alice, 'folder=sent')).items[0]?.id).toBe(message.id);
    expect((await list(bob, 'folder=starred')).items.map((i) => i.id)).toContain(message.id);
  });

  it('gives a member named in several of To, Cc and Bcc one copy, and a message to oneself one entry in both folders', async () => {
    const message = await send(alice, { to: [bob, alice], cc: [bob], bcc: [bob] });
    expect(message.to.map((p) => p.uid)).toEqual([bob.uid, alice.uid]);
    expect(message.cc).toEqual([]);
    expect(message.bcc).toEqual([]);
    const entries = await app.database.query('SELECT uid FROM mail_entries WHERE message_id = $1', [
      message.id,
    ]);
    expect(entries).toHaveLength(2);
    expect(await entryOf(alice.uid, message.id)).toMatchObject({ received: true, sent: true });
    expect((await list(alice, 'folder=inbox')).items.map((i) => i.id)).toContain(message.id);
    expect((await list(alice, 'folder=sent')).items.map((i) => i.id)).toContain(message.id);
  });

  it('keeps Bcc from every other recipient: lists, detail, thread, search, notifications and realtime', async () => {
    const bobs = realtimeSocket(base);
    await bobs.auth(bob.token);
    const message = await send(alice, {
      to: [bob],
      cc: [carol],
      bcc: [dave],
      subject: 'Secret santa',
      html: '<p>Shh</p>',
    });
    const event = await bobs.waitFor(
      (m) => m.type === 'event' && m.kind === 'mail.message' && m.data.message.id === message.id,
    );
    await hangUp(bobs, bob);
    expect(event).toMatchObject({
      data: { message: { subject: 'Secret santa', read: false, received: true } },
    });
    expect(JSON.stringify(event)).not.toContain(dave.uid);

    for (const user of [bob, carol]) {
      const surfaces = [
        await list(user, 'folder=inbox'),
        await list(user, 'q=santa'),
        (await open(user, message.id)).json(),
        (await call(user, 'GET', '/api/notifications')).json(),
      ];
      for (const surface of surfaces) expect(JSON.stringify(surface)).not.toContain(dave.uid);
      expect((await open(user, message.id)).json().message.bcc).toEqual([]);
    }
    expect((await open(dave, message.id)).json().message.bcc.map((p: { uid: string }) => p.uid)).toEqual([
      dave.uid,
    ]);
    expect((await open(alice, message.id)).json().message.bcc.map((p: { uid: string }) => p.uid)).toEqual([
      dave.uid,
    ]);
    // Replying all from Carol's view reaches the visible people only.
    const reply = await send(carol, { to: [alice, bob], subject: 'Re: Secret santa', inReplyTo: message.id });
    expect((await open(dave, reply.id)).statusCode).toBe(404);
  });

  it('rings the bell of each recipient but the sender, naming the subject', async () => {
    const message = await send(alice, { to: [erin], bcc: [dave], subject: 'Bell test' });
    for (const user of [erin, dave]) {
      const { items } = (await call(user, 'GET', '/api/notifications')).json();
      expect(items[0]).toMatchObject({
        kind: 'mail.received',
        actor: { uid: alice.uid },
        data: { messageId: message.id, subject: 'Bell test' },
      });
    }
    const mine = (await call(alice, 'GET', '/api/notifications')).json().items;
    expect(mine.some((n: { data: { messageId?: string } }) => n.data.messageId === message.id)).toBe(false);
  });

  it('retried sends are one message: one copy per recipient, the stored message answered', async () => {
    const id = randomUUID();
    const first = await send(alice, { to: [bob, carol], subject: 'Once' }, id);
    const retry = await call(alice, 'POST', '/api/mail/messages', {
      id,
      to: [bob.uid, carol.uid],
      subject: 'Once, changed',
    });
    expect(retry.statusCode).toBe(200);
    expect(retry.json()).toMatchObject({ id, subject: 'Once', sentAt: first.sentAt });
    const entries = await app.database.query('SELECT uid FROM mail_entries WHERE message_id = $1', [id]);
    expect(entries).toHaveLength(3);
    const notified = await app.database.query(`SELECT 1 FROM notifications WHERE data->>'messageId' = $1`, [
      id,
    ]);
    expect(notified).toHaveLength(2);
    // Someone else's id: 404 and nothing changes.
    const before = await tableDigest(app);
    const stolen = await call(bob, 'POST', '/api/mail/messages', { id, to: [carol.uid], subject: 'Mine' });
    expect(stolen.statusCode).toBe(404);
    expect((await call(bob, 'PUT', `/api/mail/drafts/${id}`, { subject: 'Mine' })).statusCode).toBe(404);
    expect(await tableDigest(app)).toBe(before);
  });

  it('threads replies: in-reply-to and the same thread id, shown to those who have them', async () => {
    const original = await send(alice, { to: [bob, carol], subject: 'Lunch?' });
    const reply = await send(bob, { to: [alice], subject: 'Re: Lunch?', inReplyTo: original.id });
    expect(reply).toMatchObject({ threadId: original.threadId, inReplyTo: original.id });
    const forAlice = (await open(alice, reply.id)).json();
    expect(forAlice.thread.map((m: MailMessage) => m.id)).toEqual([original.id, reply.id]);
    const forCarol = (await open(carol, original.id)).json();
    expect(forCarol.thread.map((m: MailMessage) => m.id)).toEqual([original.id]);
    const refused = await call(erin, 'POST', '/api/mail/messages', {
      id: randomUUID(),
      to: [alice.uid],
      inReplyTo: original.id,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields.inReplyTo.code).toBe('invalid');
  });

  it('welcomes each new member with a thread in their Inbox', async () => {
    const newcomer = await emulatorUser('newcomer');
    await app.inject({ url: '/api/me', headers: newcomer.auth });
    const { items } = await list(newcomer);
    expect(items.map((i) => i.subject)).toEqual(['Re: Welcome to Atrium', 'Welcome to Atrium']);
    expect(items[0]).toMatchObject({ read: false, received: true, from: { uid: alice.uid } });
    const thread = (await open(newcomer, items[0]?.id as string)).json().thread;
    expect(thread).toHaveLength(2);
    // The administrator named as its sender did not write it: it is not in their Sent.
    expect((await list(alice, 'folder=sent&q=welcome')).total).toBe(0);
  });
});

describe('mail: one member sees and changes nothing of another’s mail', () => {
  it('answers 404 on every route for a message of others, writes nothing, and never lists or counts it', async () => {
    const message = await send(alice, { to: [bob], subject: 'Only for Bob zebra', html: '<p>zebra</p>' });
    const draftId = randomUUID();
    expect(
      (await call(alice, 'PUT', `/api/mail/drafts/${draftId}`, { subject: 'Alice draft' })).statusCode,
    ).toBe(201);
    const label = (
      await call(alice, 'POST', '/api/mail/labels', { name: 'Alice only', color: '#123456' })
    ).json();
    const before = await tableDigest(app);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/mail/messages/${message.id}`],
      ['PATCH', `/api/mail/messages/${message.id}`, { read: true, starred: true }],
      ['POST', '/api/mail/bulk', { ids: [message.id], action: 'purge' }],
      ['POST', '/api/mail/bulk', { ids: [message.id], action: 'read' }],
      ['GET', `/api/mail/drafts/${draftId}`],
      ['PUT', `/api/mail/drafts/${draftId}`, { subject: 'Hijack' }],
      ['DELETE', `/api/mail/drafts/${draftId}`],
      ['POST', '/api/mail/messages', { id: draftId, to: [alice.uid], subject: 'Hijack' }],
      ['PATCH', `/api/mail/labels/${label.id}`, { name: 'Mine' }],
      ['DELETE', `/api/mail/labels/${label.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(carol, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().code).toBe('not_found');
    }
    expect(await tableDigest(app)).toBe(before);
    // A bulk with one foreign id among the caller's own changes none of them.
    const own = await send(carol, { to: [carol], subject: 'Own' });
    expect(
      (await call(carol, 'POST', '/api/mail/bulk', { ids: [own.id, message.id], action: 'star' })).statusCode,
    ).toBe(404);
    expect(await entryOf(carol.uid, own.id)).toMatchObject({ starred: false });
    const labelled = await call(carol, 'PATCH', `/api/mail/messages/${own.id}`, { labelIds: [label.id] });
    expect(labelled.statusCode).toBe(400);
    expect(labelled.json().fields['labelIds.0'].code).toBe('invalid');
    for (const folder of ['inbox', 'sent', 'draft', 'starred', 'deleted']) {
      const page = await list(carol, `folder=${folder}`);
      expect(page.items.map((i) => i.id)).not.toContain(message.id);
      expect(page.items.map((i) => i.id)).not.toContain(draftId);
    }
    expect((await list(carol, 'q=zebra')).total).toBe(0);
    expect((await list(carol, `label=${label.id}`)).total).toBe(0);
    expect(
      (await call(carol, 'GET', '/api/mail/labels')).json().items.map((l: { id: string }) => l.id),
    ).not.toContain(label.id);
    expect(await entryOf(bob.uid, message.id)).toMatchObject({ read: false, starred: false });
  });
});

describe('mail: bodies are sanitised on the server', () => {
  it('stores no script, event handler or javascript: link, and derives the text from what is kept', async () => {
    const message = await send(alice, {
      to: [bob],
      subject: 'Formatting',
      html: `<p onclick="steal()">Hi <b>there</b> <img src="https://example.com/a.png" onerror="steal()"></p><script>steal()</script><a href="javascript:steal()">click</a><a href="https://example.com" target="_self" rel="opener">ok</a><iframe src="https://evil.example"></iframe><p style="color:red">red</p>`,
    });
    const html = (await open(bob, message.id)).json().message.html as string;
    expect(html).not.toMatch(/script|onclick|onerror|javascript:|iframe|style=|opener"/i);
    expect(html).toContain('<b>there</b>');
    expect(html).toContain('<img src="https://example.com/a.png" />');
    expect(html).toContain('href="https://example.com"');
    expect(html).toMatch(/rel="noopener noreferrer"/);
    expect(html).toMatch(/target="_blank"/);
    const [row] = await app.database.query<{ body_text: string }>(
      'SELECT body_text FROM mail_messages WHERE id = $1',
      [message.id],
    );
    expect(row?.body_text).not.toContain('steal');
    expect(row?.body_text).toContain('Hi there');
    const [item] = (await list(bob, 'q=formatting')).items;
    expect(item?.snippet).not.toContain('steal');
  });
});

describe('mail: drafts', () => {
  it('saves leniently, reopens with everything, and leaves Draft when sent', async () => {
    const { id: attachmentId } = (await upload(alice, PDF, 'plan.pdf')).json();
    const id = randomUUID();
    const created = await call(alice, 'PUT', `/api/mail/drafts/${id}`, {});
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ id, to: [], subject: '', html: '' });
    const saved = await call(alice, 'PUT', `/api/mail/drafts/${id}`, {
      to: [bob.uid],
      cc: [carol.uid],
      bcc: [dave.uid],
      subject: 'Draft plan',
      html: '<p>Half <em>written</em><script>x()</script></p>',
      attachmentIds: [attachmentId],
    });
    expect(saved.statusCode).toBe(200);
    const reopened = (await call(alice, 'GET', `/api/mail/drafts/${id}`)).json();
    expect(reopened).toMatchObject({
      id,
      subject: 'Draft plan',
      html: '<p>Half <em>written</em></p>',
      to: [{ uid: bob.uid }],
      cc: [{ uid: carol.uid }],
      bcc: [{ uid: dave.uid }],
      attachments: [{ id: attachmentId, name: 'plan.pdf', type: 'application/pdf', image: false }],
    });
    const drafts = await list(alice, 'folder=draft');
    expect(drafts.items.find((i) => i.id === id)).toMatchObject({ draft: true, sentAt: null });
    // Search reads each mailbox's copy of the text (migration 0014): a draft saved again is found by its new words.
    expect((await list(alice, 'folder=draft&q=half%20written')).items.map((i) => i.id)).toEqual([id]);
    expect((await counts(alice)).folders.draft.total).toBe(drafts.total);
    // Nobody else has it before it is sent.
    expect((await open(bob, id)).statusCode).toBe(404);

    const sent = await call(alice, 'POST', '/api/mail/messages', {
      id,
      to: [bob.uid],
      subject: 'Final plan',
      html: '<p>Done</p>',
      attachmentIds: [attachmentId],
    });
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      id,
      draft: false,
      sent: true,
      subject: 'Final plan',
      cc: [],
      bcc: [],
    });
    expect((await list(alice, 'folder=draft')).items.map((i) => i.id)).not.toContain(id);
    expect((await list(alice, 'folder=sent')).items[0]?.id).toBe(id);
    expect((await list(alice, 'folder=sent&q=half%20written')).total).toBe(0);
    expect((await list(bob, 'q=final%20plan')).items.map((i) => i.id)).toEqual([id]);
    expect((await open(bob, id)).json().message.attachments).toHaveLength(1);
    expect((await open(carol, id)).statusCode).toBe(404);
    const again = await call(alice, 'PUT', `/api/mail/drafts/${id}`, { subject: 'Too late' });
    expect(again.statusCode).toBe(409);

    const discarded = randomUUID();
    await call(alice, 'PUT', `/api/mail/drafts/${discarded}`, { subject: 'Bin me' });
    expect((await call(alice, 'DELETE', `/api/mail/drafts/${discarded}`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/mail/drafts/${discarded}`)).statusCode).toBe(404);
    expect((await call(alice, 'DELETE', `/api/mail/drafts/${id}`)).statusCode).toBe(404);
  });
});

describe('mail: folders, search and pages', () => {
  it('finds mail by sender, subject and body in English, Chinese and Japanese', async () => {
    await send(bob, { to: [erin], subject: 'Warehouse numbers', html: '<p>Inventory is fine.</p>' });
    await send(carol, { to: [erin], subject: '季度报告', html: '<p>上海仓库的库存已经更新</p>' });
    await send(dave, { to: [erin], subject: '打ち合わせ', html: '<p>来週の会議は火曜日です</p>' });
    const subjects = async (q: string) =>
      (await list(erin, `q=${encodeURIComponent(q)}`)).items.map((i) => i.subject);
    expect(await subjects('WAREHOUSE')).toEqual(['Warehouse numbers']);
    expect(await subjects('inventory')).toEqual(['Warehouse numbers']);
    expect(await subjects('bob')).toContain('Warehouse numbers');
    expect(await subjects('库存')).toEqual(['季度报告']);
    expect(await subjects('报告')).toEqual(['季度报告']);
    expect(await subjects('火曜日')).toEqual(['打ち合わせ']);
    expect(await subjects('%')).toEqual([]);
    expect(await subjects('_')).toEqual([]);
  });

  it('pages with a keyset: new mail arriving between pages neither repeats nor skips one', async () => {
    const reader = await emulatorUser('reader');
    await app.inject({ url: '/api/me', headers: reader.auth });
    const sentIds: string[] = [];
    for (let i = 0; i < 7; i++) sentIds.push((await send(bob, { to: [reader], subject: `Page ${i}` })).id);
    const first = await list(reader, 'limit=4');
    expect(first.total).toBe(9); // 7 and the welcome thread
    expect(first.items.map((i) => i.subject)).toEqual(['Page 6', 'Page 5', 'Page 4', 'Page 3']);
    await send(carol, { to: [reader], subject: 'Arrived meanwhile' });
    const second = await list(reader, `limit=4&cursor=${first.nextCursor}`);
    expect(second.total).toBe(10);
    expect(second.items.map((i) => i.subject)).toEqual([
      'Page 2',
      'Page 1',
      'Page 0',
      'Re: Welcome to Atrium',
    ]);
    const third = await list(reader, `limit=4&cursor=${second.nextCursor}`);
    expect(third.items.map((i) => i.subject)).toEqual(['Welcome to Atrium']);
    expect(third.nextCursor).toBeNull();
    expect((await list(reader, 'limit=1')).items[0]?.subject).toBe('Arrived meanwhile');
    const bad = await call(reader, 'GET', '/api/mail/messages?cursor=nope');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.cursor.code).toBe('format');
  });

  it('moves to Deleted and back, marks, stars and purges in bulk', async () => {
    const a = await send(bob, { to: [carol], subject: 'Bulk A' });
    const b = await send(bob, { to: [carol], subject: 'Bulk B' });
    const ids = [a.id, b.id];
    const bulk = async (action: string, extra = {}) => {
      const res = await call(carol, 'POST', '/api/mail/bulk', { ids, action, ...extra });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().changed;
    };
    expect(await bulk('read')).toBe(2);
    expect(await bulk('read')).toBe(0);
    expect(await bulk('unread')).toBe(2);
    expect(await bulk('star')).toBe(2);
    expect((await list(carol, 'folder=starred')).items.map((i) => i.id)).toEqual(expect.arrayContaining(ids));
    expect(await bulk('unstar')).toBe(2);
    const important = await labelIdOf(carol, 'important');
    expect(await bulk('label', { labelId: important })).toBe(2);
    expect((await list(carol, `label=${important}`)).items.map((i) => i.id)).toEqual([b.id, a.id]);
    const before = (await counts(carol)).labels.find((l: { labelId: string }) => l.labelId === important);
    expect(before).toMatchObject({ total: 2, unread: 2 });
    expect(await bulk('delete')).toBe(2);
    expect((await list(carol, 'folder=inbox')).items.map((i) => i.id)).not.toContain(a.id);
    expect((await list(carol, 'folder=deleted')).items.map((i) => i.id)).toEqual([b.id, a.id]);
    expect((await counts(carol)).folders.deleted).toMatchObject({ total: 2, unread: 2 });
    // Deleted mail leaves its labels' pages and totals (counted from the labellings, migration 0015), also when
    // labelled while deleted, and is back in them when restored.
    expect(await list(carol, `label=${important}`)).toMatchObject({ items: [], total: 0 });
    const works = await labelIdOf(carol, 'works');
    expect(await bulk('label', { labelId: works })).toBe(2);
    expect(await list(carol, `label=${works}`)).toMatchObject({ items: [], total: 0 });
    expect(await bulk('restore')).toBe(2);
    expect((await list(carol, 'folder=inbox')).items.map((i) => i.id)).toContain(a.id);
    for (const label of [important, works]) expect((await list(carol, `label=${label}`)).total).toBe(2);
    expect(await bulk('unlabel', { labelId: important })).toBe(2);
    expect((await list(carol, `label=${important}`)).total).toBe(0);
    expect(await bulk('purge')).toBe(2);
    expect((await open(carol, a.id)).statusCode).toBe(404);
    // Purged for Carol only: Bob still has them in Sent.
    expect((await open(bob, a.id)).statusCode).toBe(200);
    const needsLabel = await call(carol, 'POST', '/api/mail/bulk', { ids: [a.id], action: 'label' });
    expect(needsLabel.json().fields.labelId.code).toBe('required');
  });
});

describe('mail: labels', () => {
  it('makes, renames, recolours and deletes a member’s labels; system labels stay as they are', async () => {
    const { items } = (await call(bob, 'GET', '/api/mail/labels')).json();
    expect(items.map((l: { system: string }) => l.system)).toEqual(['works', 'private', 'important']);
    const created = await call(bob, 'POST', '/api/mail/labels', { name: 'Travel', color: '#00aa88' });
    expect(created.statusCode).toBe(201);
    const label = created.json();
    expect(label).toMatchObject({ name: 'Travel', color: '#00aa88', system: null });
    const renamed = await call(bob, 'PATCH', `/api/mail/labels/${label.id}`, {
      name: 'Trips',
      color: '#112233',
    });
    expect(renamed.json()).toMatchObject({ name: 'Trips', color: '#112233' });
    const clash = await call(bob, 'POST', '/api/mail/labels', { name: 'important', color: '#000000' });
    expect(clash.statusCode).toBe(400);
    expect(clash.json().fields.name.code).toBe('invalid');

    const message = await send(alice, { to: [bob], subject: 'Labelled' });
    const works = items[0].id;
    const patched = await call(bob, 'PATCH', `/api/mail/messages/${message.id}`, {
      labelIds: [works, label.id],
    });
    expect(patched.json().labelIds).toEqual([works, label.id]);
    expect((await list(bob, `label=${label.id}`)).items.map((i) => i.id)).toEqual([message.id]);

    const before = await tableDigest(app);
    for (const system of items) {
      const rename = await call(bob, 'PATCH', `/api/mail/labels/${system.id}`, { name: 'Mine' });
      expect(rename.statusCode).toBe(403);
      expect((await call(bob, 'DELETE', `/api/mail/labels/${system.id}`)).statusCode).toBe(403);
    }
    expect(await tableDigest(app)).toBe(before);

    expect((await call(bob, 'DELETE', `/api/mail/labels/${label.id}`)).statusCode).toBe(204);
    expect((await open(bob, message.id)).json().message.labelIds).toEqual([works]);
  });
});

describe('mail: attachments', () => {
  it('judges uploads by content, serves them on a signed URL, and lets a forward reuse them', async () => {
    const png = await upload(alice, PNG, 'dot.png');
    expect(png.statusCode).toBe(201);
    expect(png.json()).toMatchObject({ name: 'dot.png', type: 'image/png', image: true, size: PNG.length });
    const pdf = (await upload(alice, PDF, '報告.pdf')).json();
    const message = await send(alice, {
      to: [bob],
      subject: 'Files',
      attachmentIds: [png.json().id, pdf.id],
    });
    const [image, file] = (await open(bob, message.id)).json().message.attachments;
    const served = await app.inject({ url: image.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const download = await app.inject({ url: file.url });
    expect(download.headers['content-disposition']).toContain("attachment; filename*=UTF-8''");
    expect(download.headers['content-security-policy']).toBe('sandbox');
    expect((await app.inject({ url: file.url.replace(/sig=[^&]+/, 'sig=forged') })).statusCode).toBe(403);
    // A chat URL's signature opens nothing here.
    expect((await app.inject({ url: file.url.replace('/media/mail/', '/media/chat/') })).statusCode).toBe(
      403,
    );

    const forward = await send(bob, {
      to: [carol],
      subject: 'Fwd: Files',
      attachmentIds: [pdf.id],
      inReplyTo: message.id,
    });
    expect(forward.attachments.map((a) => a.id)).toEqual([pdf.id]);
    const before = await tableDigest(app);
    const stranger = await call(erin, 'POST', '/api/mail/messages', {
      id: randomUUID(),
      to: [carol.uid],
      attachmentIds: [png.json().id],
    });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.json().fields['attachmentIds.0'].code).toBe('invalid');
    expect(await tableDigest(app)).toBe(before);
  });

  it('refuses a file over 10 MB (413), a program renamed .pdf (415), and more than 25 MB in one message', async () => {
    const before = await tableDigest(app);
    const huge = await upload(alice, Buffer.alloc(30 * 1024 * 1024, 0x20), 'big.pdf');
    expect(huge.statusCode).toBe(413);
    expect(huge.json().code).toBe('too_large');
    const justOver = await upload(alice, Buffer.alloc(MAIL_ATTACHMENT_MAX_BYTES + 1, 0x20), 'big.txt');
    expect(justOver.statusCode).toBe(413);
    const program = await upload(alice, EXE, 'invoice.pdf');
    expect(program.statusCode).toBe(415);
    expect(program.json().code).toBe('unsupported_type');
    const fake = await upload(alice, PDF, 'photo.png');
    expect(fake.statusCode).toBe(415);
    expect(await tableDigest(app)).toBe(before);

    // Three uploads of 9 MB, recorded at their size (moving 27 MB through the test database proves nothing more).
    const ids: string[] = [];
    for (const name of ['a.pdf', 'b.pdf', 'c.pdf']) {
      const [row] = await app.database.query<{ id: string }>(
        `INSERT INTO mail_attachments (uploader_uid, bytes, type, name, size)
         VALUES ($1, $2, 'application/pdf', $3, $4) RETURNING id::text`,
        [alice.uid, new Uint8Array(PDF), name, 9 * 1024 * 1024],
      );
      ids.push(row?.id as string);
    }
    const afterUploads = await tableDigest(app);
    const tooMuch = await call(alice, 'POST', '/api/mail/messages', {
      id: randomUUID(),
      to: [bob.uid],
      attachmentIds: ids,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().fields.attachmentIds).toMatchObject({ code: 'too_large', max: 25 * 1024 * 1024 });
    expect(await tableDigest(app)).toBe(afterUploads);
  });
});

describe('mail: bad input is refused with a coded field and nothing is written', () => {
  it('refuses each bad send and draft, never with a 500', async () => {
    const valid = { to: [bob.uid], subject: 'Fine', html: '<p>Fine</p>' };
    const cases: [string, Record<string, unknown>, string, string][] = [
      ['no recipient', { to: [], cc: [], bcc: [] }, 'to', 'required'],
      ['an unknown recipient', { to: [bob.uid, 'nobody-at-all'] }, 'to.1', 'invalid'],
      ['an unknown Bcc', { bcc: ['ghost-member'] }, 'bcc.0', 'invalid'],
      ['a long subject', { subject: 'x'.repeat(MAIL_SUBJECT_MAX + 1) }, 'subject', 'too_long'],
      ['a body over 1 MB', { html: 'x'.repeat(MAIL_HTML_MAX + 1) }, 'html', 'too_long'],
      ['NUL bytes', { subject: 'a\u0000b' }, 'subject', 'invalid_text'],
      ['a recipient of the wrong type', { to: [5] }, 'to.0', 'type'],
      ['a subject of the wrong type', { subject: ['x'] }, 'subject', 'type'],
      ['a malformed attachment id', { attachmentIds: ['x'] }, 'attachmentIds.0', 'format'],
      ['an unknown attachment', { attachmentIds: [randomUUID()] }, 'attachmentIds.0', 'invalid'],
      ['a field nobody declared', { isAdmin: true }, 'isAdmin', 'unknown_field'],
    ];
    const before = await tableDigest(app);
    for (const [label, change, field, code] of cases) {
      const res = await call(alice, 'POST', '/api/mail/messages', { id: randomUUID(), ...valid, ...change });
      expect(res.statusCode, label).toBe(400);
      expect(res.json().fields?.[field]?.code, `${label}: ${res.body.slice(0, 300)}`).toBe(code);
      if (label !== 'no recipient') {
        const draft = await call(alice, 'PUT', `/api/mail/drafts/${randomUUID()}`, { ...valid, ...change });
        expect(draft.statusCode, `draft: ${label}`).toBe(400);
        expect(draft.json().fields?.[field]?.code, `draft: ${label}`).toBe(code);
      }
    }
    const unknown = await call(alice, 'POST', '/api/mail/messages', {
      id: randomUUID(),
      ...valid,
      cc: ['nobody-at-all'],
    });
    expect(unknown.json().fields['cc.0']).toMatchObject({ address: 'nobody-at-all' });
    expect(unknown.json().fields['cc.0'].message).toContain('nobody-at-all');
    for (const [method, url, body] of [
      ['GET', '/api/mail/messages/not-a-uuid'],
      ['GET', '/api/mail/messages?folder=spam'],
      ['GET', '/api/mail/messages?limit=0'],
      ['POST', '/api/mail/bulk', { ids: [], action: 'read' }],
      ['POST', '/api/mail/bulk', { ids: [randomUUID()], action: 'explode' }],
      ['POST', '/api/mail/labels', { name: ' ', color: '#000000' }],
      ['POST', '/api/mail/labels', { name: 'Colour', color: 'red' }],
      ['PATCH', `/api/mail/messages/${randomUUID()}`, { read: 'yes' }],
    ] as [string, string, unknown?][]) {
      const res = await call(alice, method, url, body);
      expect(res.statusCode, `${method} ${url}`).toBe(400);
      expect(res.json().code).toBe('invalid');
    }
    expect(await tableDigest(app)).toBe(before);
  });
});

describe('mail: recipients', () => {
  it('finds members by name, and by e-mail only where their owner shows it (every e-mail for admins)', async () => {
    expect((await call(dave, 'PATCH', '/api/me', { emailVisible: false })).statusCode).toBe(200);
    const search = async (user: User, q: string) =>
      (await call(user, 'GET', `/api/mail/recipients?q=${encodeURIComponent(q)}`)).json().items as {
        uid: string;
        email: string | null;
      }[];
    expect(await search(bob, dave.email)).toEqual([]);
    const byName = await search(bob, 'dave');
    expect(byName.map((p) => p.uid)).toEqual([dave.uid]);
    expect(byName[0]?.email).toBeNull();
    expect((await search(bob, carol.email))[0]).toMatchObject({ uid: carol.uid, email: carol.email });
    expect((await search(alice, dave.email))[0]).toMatchObject({ uid: dave.uid, email: dave.email });
    // The hidden e-mail stays hidden wherever Dave appears to Bob.
    const message = await send(dave, { to: [bob], subject: 'From a private person' });
    expect((await open(bob, message.id)).json().message.from).toMatchObject({ uid: dave.uid, email: null });
    expect(JSON.stringify(await list(bob))).not.toContain(dave.email);
    await call(dave, 'PATCH', '/api/me', { emailVisible: true });
  });
});

describe('mail: realtime', () => {
  it('shows new mail on the recipient’s socket at once, and tells the member’s other tabs of changes', async () => {
    const bobs = realtimeSocket(base);
    const alices = realtimeSocket(base);
    await bobs.auth(bob.token);
    await alices.auth(alice.token);
    const message = await send(alice, { to: [bob], subject: 'Live', html: '<p>Right now</p>' });
    const delivered = await bobs.waitFor(
      (m) => m.type === 'event' && m.kind === 'mail.message' && m.data.message.id === message.id,
      2_000,
    );
    expect(delivered).toMatchObject({
      data: { message: { subject: 'Live', snippet: 'Right now', from: { uid: alice.uid }, read: false } },
    });
    await alices.waitFor(
      (m) => m.type === 'event' && m.kind === 'mail.changed' && m.data.messageIds.includes(message.id),
    );
    await call(bob, 'POST', '/api/mail/bulk', { ids: [message.id], action: 'star' });
    await bobs.waitFor(
      (m) => m.type === 'event' && m.kind === 'mail.changed' && m.data.messageIds.includes(message.id),
      2_000,
    );
    await call(bob, 'POST', '/api/mail/labels', { name: 'Live label', color: '#abcdef' });
    await bobs.waitFor((m) => m.type === 'event' && m.kind === 'mail.changed' && m.data.labels, 2_000);
    expect(alices.events().filter((e) => e.kind === 'mail.message')).toEqual([]);
    await hangUp(bobs, bob);
    await hangUp(alices, alice);
  });
});
