import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUser, signIn, testApp } from './support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const VISA = '4242 4242 4242 4242';
const nextYear = new Date().getFullYear() + 1;

let app: FastifyInstance;
let admin: Awaited<ReturnType<typeof emulatorUser>>;
let member: Awaited<ReturnType<typeof emulatorUser>>;

beforeAll(async () => {
  app = await testApp();
  admin = await emulatorUser('admin');
  member = await emulatorUser('member');
  // First request creates the member row: the first real member becomes admin.
  await app.inject({ url: '/api/me', headers: admin.auth });
  await app.inject({ url: '/api/me', headers: member.auth });
});
afterAll(() => app.close());

const get = (url: string, headers: Record<string, string>) => app.inject({ url, headers });
const send = (
  method: 'POST' | 'PATCH' | 'PUT' | 'DELETE',
  url: string,
  headers: Record<string, string>,
  payload?: unknown,
) => app.inject({ method, url, headers, payload: payload as never });

describe('authentication', () => {
  it('refuses requests without a token, with a malformed one and with a forged one', async () => {
    expect((await app.inject({ url: '/api/me' })).statusCode).toBe(401);
    expect((await get('/api/me', { authorization: 'Bearer not-a-jwt' })).statusCode).toBe(401);
    // An unsigned token claiming an account that does not exist (the emulator does not sign tokens, so the
    // server checks the account with Firebase): refused.
    const [header, , sig] = admin.token.split('.');
    const claims = JSON.parse(Buffer.from(admin.token.split('.')[1] as string, 'base64url').toString());
    const forged = Buffer.from(JSON.stringify({ ...claims, sub: 'nobody', user_id: 'nobody' })).toString(
      'base64url',
    );
    const res = await get('/api/me', { authorization: `Bearer ${header}.${forged}.${sig}` });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toMatchObject({ code: 'unauthenticated' });
  });

  it('keeps health and the OpenAPI document public', async () => {
    expect((await app.inject({ url: '/api/health' })).json()).toMatchObject({ status: 'ok' });
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/me', '/api/members', '/api/me/cards']),
    );
  });
});

describe('members', () => {
  it('creates the member on first request; the first real member is admin, later ones members', async () => {
    expect((await get('/api/me', admin.auth)).json()).toMatchObject({
      uid: admin.uid,
      email: admin.email,
      role: 'admin',
    });
    expect((await get('/api/me', member.auth)).json()).toMatchObject({
      uid: member.uid,
      role: 'member',
      status: 'active',
    });
  });

  it('edits the profile and rejects bad fields with 400 per field, writing nothing', async () => {
    const ok = await send('PATCH', '/api/me', member.auth, {
      displayName: 'Mia Member',
      title: 'Designer',
      website: '',
    });
    expect(ok.json()).toMatchObject({ displayName: 'Mia Member', title: 'Designer', website: null });
    const bad = await send('PATCH', '/api/me', member.auth, {
      displayName: 'Changed',
      website: 'javascript:alert(1)',
      birthDate: '2999-01-01',
      phone: 'call me',
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fields).sort()).toEqual(['birthDate', 'phone', 'website']);
    expect((await get('/api/me', member.auth)).json().displayName).toBe('Mia Member');
    const unknown = await send('PATCH', '/api/me', member.auth, { role: 'admin' });
    expect(unknown.statusCode).toBe(400);
    expect((await get('/api/me', member.auth)).json().role).toBe('member');
  });

  it('refuses a taken username with a field message', async () => {
    expect((await send('PATCH', '/api/me', admin.auth, { username: 'taken.name' })).statusCode).toBe(200);
    const res = await send('PATCH', '/api/me', member.auth, { username: 'taken.name' });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      username: { code: 'username_taken', message: 'This username is taken.' },
    });
  });

  it('stores an avatar checked by content, serves it cacheable, and removes it', async () => {
    const res = await app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { ...member.auth, 'content-type': 'image/png' },
      payload: PNG,
    });
    expect(res.statusCode).toBe(200);
    const url = res.json().avatarUrl as string;
    expect(url).toMatch(/^\/media\/avatars\/.+\?v=1$/);
    const image = await app.inject({ url });
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('immutable');
    expect(image.rawPayload.equals(PNG)).toBe(true);
    expect((await send('DELETE', '/api/me/avatar', member.auth)).json().avatarUrl).toBeNull();
    expect((await app.inject({ url })).statusCode).toBe(404);
  });

  it('refuses a non-image and an image over 2 MB', async () => {
    const fake = await app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { ...member.auth, 'content-type': 'image/png' },
      payload: Buffer.from('<svg onload="alert(1)"/>'),
    });
    expect(fake.statusCode).toBe(415);
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const tooBig = await app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { ...member.auth, 'content-type': 'image/png' },
      payload: big,
    });
    expect(tooBig.statusCode).toBe(413);
    const text = await app.inject({
      method: 'PUT',
      url: '/api/me/avatar',
      headers: { ...member.auth, 'content-type': 'text/plain' },
      payload: 'hi',
    });
    expect(text.statusCode).toBe(415);
  });

  it('lists members with SQL pagination, sorting and search', async () => {
    const page = (await get('/api/members?page=1&pageSize=1&sort=name&order=asc', member.auth)).json();
    expect(page).toMatchObject({ total: 2, page: 1, pageSize: 1 });
    expect(page.items).toHaveLength(1);
    const found = (await get('/api/members?q=mia', member.auth)).json();
    expect(found.items.map((m: { uid: string }) => m.uid)).toEqual([member.uid]);
    expect((await get('/api/members?sort=password', member.auth)).statusCode).toBe(400);
    expect((await get('/api/members?pageSize=1000', member.auth)).statusCode).toBe(400);
  });

  it('answers 404 for unknown members', async () => {
    expect((await get('/api/members/nobody', admin.auth)).statusCode).toBe(404);
  });
});

describe('personal data stays personal', () => {
  it("keeps cards apart: one member cannot see or delete another's", async () => {
    const added = await send('POST', '/api/me/cards', admin.auth, {
      holder: 'Ada Admin',
      number: VISA,
      expMonth: 12,
      expYear: nextYear,
      cvv: '123',
    });
    expect(added.statusCode).toBe(201);
    const card = added.json();
    expect(card).toMatchObject({ brand: 'visa', last4: '4242', expMonth: 12, expYear: nextYear });
    // Not in any field it shows (the random id and the time may hold any digits: "…dddf123" failed once).
    const { id: _id, createdAt: _createdAt, ...shown } = card;
    expect(JSON.stringify(shown)).not.toContain('424242');
    expect(JSON.stringify(shown)).not.toContain('123');
    expect((await get('/api/me/cards', member.auth)).json()).toEqual([]);
    expect((await send('DELETE', `/api/me/cards/${card.id}`, member.auth)).statusCode).toBe(404);
    expect((await get('/api/me/cards', admin.auth)).json()).toHaveLength(1);
    expect((await send('DELETE', `/api/me/cards/${card.id}`, admin.auth)).statusCode).toBe(204);
  });

  it('never stores the full number or the CVV', async () => {
    await send('POST', '/api/me/cards', member.auth, {
      holder: 'Mia',
      number: '5555555555554444',
      expMonth: 1,
      expYear: nextYear,
      cvv: '987',
    });
    const rows = await app.database.query<Record<string, unknown>>('SELECT * FROM cards');
    expect(JSON.stringify(rows)).not.toContain('5555555555554444');
    expect(Object.keys(rows[0] ?? {}).sort()).toEqual([
      'brand',
      'created_at',
      'exp_month',
      'exp_year',
      'holder',
      'id',
      'last4',
      'uid',
    ]);
    expect(rows.flatMap((r) => Object.values(r).map(String))).not.toContain('987');
  });

  it('refuses invalid cards with 400 per field and stores nothing', async () => {
    const before = (await get('/api/me/cards', member.auth)).json().length;
    const res = await send('POST', '/api/me/cards', member.auth, {
      holder: 'M',
      number: '4242 4242 4242 4241',
      expMonth: 13,
      expYear: 2001,
      cvv: '12',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fields).sort()).toEqual(['cvv', 'expMonth', 'expYear', 'holder', 'number']);
    const expired = await send('POST', '/api/me/cards', member.auth, {
      holder: 'Mia',
      number: VISA,
      expMonth: 1,
      expYear: 2020,
      cvv: '123',
    });
    expect(expired.json().fields).toEqual({
      expYear: { code: 'card_expired', message: 'This card has expired.' },
    });
    expect((await get('/api/me/cards', member.auth)).json()).toHaveLength(before);
  });

  it('keeps notification preferences apart', async () => {
    expect(
      (await send('PATCH', '/api/me/preferences', member.auth, { mentions: false })).json().mentions,
    ).toBe(false);
    expect((await get('/api/me/preferences', admin.auth)).json().mentions).toBe(true);
    expect((await send('PATCH', '/api/me/preferences', member.auth, { mentions: 'no' })).statusCode).toBe(
      400,
    );
    expect((await send('PATCH', '/api/me/preferences', member.auth, { bogus: true })).statusCode).toBe(400);
  });

  it('keeps notifications apart: joins reach admins, welcomes reach the newcomer', async () => {
    const adminList = (await get('/api/notifications', admin.auth)).json();
    expect(adminList.items.map((n: { kind: string }) => n.kind)).toEqual(
      expect.arrayContaining(['member.joined', 'member.welcome']),
    );
    const joined = adminList.items.find((n: { kind: string }) => n.kind === 'member.joined');
    expect(joined.actor.uid).toBe(member.uid);
    const memberList = (await get('/api/notifications', member.auth)).json();
    expect(memberList.items.map((n: { kind: string }) => n.kind)).toEqual(['member.welcome']);
    expect(memberList.unread).toBe(1);
    expect((await send('POST', '/api/notifications/read-all', member.auth)).statusCode).toBe(204);
    expect((await get('/api/notifications', member.auth)).json().unread).toBe(0);
    expect((await get('/api/notifications', admin.auth)).json().unread).toBeGreaterThan(0);
  });
});

describe('administration', () => {
  it('refuses admin-only actions to members', async () => {
    expect(
      (await send('PATCH', `/api/members/${admin.uid}`, member.auth, { role: 'member' })).statusCode,
    ).toBe(403);
    expect((await send('DELETE', `/api/members/${admin.uid}`, member.auth)).statusCode).toBe(403);
    expect((await get('/api/me', admin.auth)).json().role).toBe('admin');
  });

  it('changes a role (the member is told) and refuses bad payloads', async () => {
    expect(
      (await send('PATCH', `/api/members/${member.uid}`, admin.auth, { role: 'owner' })).statusCode,
    ).toBe(400);
    expect((await send('PATCH', `/api/members/${member.uid}`, admin.auth, {})).statusCode).toBe(400);
    // The only administrator cannot step down.
    const last = await send('PATCH', `/api/members/${admin.uid}`, admin.auth, { role: 'member' });
    expect(last.statusCode).toBe(409);
    expect(last.json().code).toBe('last_admin');
    const res = await send('PATCH', `/api/members/${member.uid}`, admin.auth, { role: 'admin' });
    expect(res.json().role).toBe('admin');
    const told = (await get('/api/notifications', member.auth)).json().items[0];
    expect(told).toMatchObject({ kind: 'role.changed', data: { role: 'admin' }, actor: { uid: admin.uid } });
    await send('PATCH', `/api/members/${member.uid}`, admin.auth, { role: 'member' });
  });

  it('blocks a member, whose sessions end at once, and unblocks; they then sign in again', async () => {
    expect(
      (await send('PATCH', `/api/members/${member.uid}`, admin.auth, { status: 'blocked' })).json().status,
    ).toBe('blocked');
    const refused = await get('/api/me', member.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthenticated', reason: 'blocked' });
    await send('PATCH', `/api/members/${member.uid}`, admin.auth, { status: 'active' });
    // Unblocking does not bring the old session back.
    expect((await get('/api/me', member.auth)).json()).toMatchObject({ reason: 'revoked' });
    member = { ...member, ...(await signIn(member.email, app)) };
    expect((await get('/api/me', member.auth)).statusCode).toBe(200);
  });

  it("names the block even when Firebase refuses the member's token first (a token older than the block)", async () => {
    const late = await emulatorUser('late');
    await get('/api/me', late.auth);
    // Firebase revokes sessions that began before the revocation's second: let the token's second pass.
    const issuedAt = JSON.parse(Buffer.from(late.token.split('.')[1] as string, 'base64url').toString()).iat;
    while (Date.now() < (issuedAt + 1) * 1000) await new Promise((r) => setTimeout(r, 50));
    await send('PATCH', `/api/members/${late.uid}`, admin.auth, { status: 'blocked' });
    const refused = await get('/api/me', late.auth);
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthenticated', reason: 'blocked' });
  });

  it('deletes a member', async () => {
    const other = await emulatorUser('gone');
    await get('/api/me', other.auth);
    expect((await send('DELETE', `/api/members/${other.uid}`, admin.auth)).statusCode).toBe(204);
    expect((await get(`/api/members/${other.uid}`, admin.auth)).statusCode).toBe(404);
    expect((await send('DELETE', `/api/members/${other.uid}`, admin.auth)).statusCode).toBe(404);
  });
});
