import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUser, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

/**
 * Limits are counted per client address before the token is even read (so a flood of bad tokens or wrong
 * passwords is throttled), then per member for reads, writes and exports. Small limits here; the defaults are
 * in config.ts.
 */
const PER_ADDRESS = 6;
let app: FastifyInstance;
let proxied: FastifyInstance;
let admin: User;
let member: User;
let addressCounter = 0;
/** A fresh client address, so a test only meets the per-member limits. */
const fresh = () => `10.1.${Math.floor(addressCounter / 250)}.${(addressCounter++ % 250) + 1}`;

beforeAll(async () => {
  [app, proxied] = await Promise.all([
    testApp({
      RATE_LIMIT_PER_MINUTE: String(PER_ADDRESS),
      RATE_LIMIT_WRITES_PER_MINUTE: '3',
      RATE_LIMIT_EXPORTS_PER_MINUTE: '1',
    }),
    testApp({ RATE_LIMIT_PER_MINUTE: '3', TRUST_PROXY: '1' }),
  ]);
  admin = await emulatorUser('admin');
  member = await emulatorUser('member');
  for (const user of [admin, member])
    await app.inject({ url: '/api/me', headers: user.auth, remoteAddress: fresh() });
});
afterAll(async () => {
  await Promise.all([app.close(), proxied.close()]);
});

function expectRefused(res: { statusCode: number; headers: Record<string, unknown>; json: () => unknown }) {
  expect(res.statusCode).toBe(429);
  const retryAfter = Number(res.headers['retry-after']);
  expect(retryAfter).toBeGreaterThanOrEqual(1);
  expect(retryAfter).toBeLessThanOrEqual(60);
  expect(res.json()).toMatchObject({ code: 'rate_limited', retryAfter });
}

describe('per client address, before authentication', () => {
  it('throttles a flood of bad tokens from one address, and no other address', async () => {
    const flood = (remoteAddress: string) =>
      app.inject({ url: '/api/products', headers: { authorization: 'Bearer forged' }, remoteAddress });
    for (let i = 0; i < PER_ADDRESS; i++) expect((await flood('203.0.113.9')).statusCode).toBe(401);
    expectRefused(await flood('203.0.113.9'));
    expect((await flood('203.0.113.10')).statusCode).toBe(401);
    // A member at another address is not affected.
    expect(
      (await app.inject({ url: '/api/me', headers: member.auth, remoteAddress: fresh() })).statusCode,
    ).toBe(200);
  });

  it('throttles password guessing through the sign-in calls', async () => {
    const guess = () =>
      app.inject({
        method: 'POST',
        url: '/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=demo',
        payload: { email: member.email, password: 'wrong-guess', returnSecureToken: true },
        remoteAddress: '203.0.113.20',
      });
    for (let i = 0; i < PER_ADDRESS; i++) expect((await guess()).statusCode).toBe(400);
    expectRefused(await guess());
  });

  it('ignores X-Forwarded-For unless TRUST_PROXY says the proxy is trusted', async () => {
    // Not trusted: a client cannot pick a new bucket by claiming another address.
    for (let i = 0; i < PER_ADDRESS; i++) {
      const res = await app.inject({
        url: '/api/health',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
      });
      expect(res.statusCode).toBe(200);
    }
    expectRefused(
      await app.inject({
        url: '/api/health',
        remoteAddress: '192.0.2.50',
        headers: { 'x-forwarded-for': '198.51.100.99' },
      }),
    );
  });

  it('behind a trusted proxy, counts each client apart (not one bucket for everyone)', async () => {
    const via = (client: string) =>
      proxied.inject({
        url: '/api/health',
        remoteAddress: '10.0.0.1',
        headers: { 'x-forwarded-for': client },
      });
    for (let i = 0; i < 3; i++) expect((await via('198.51.100.1')).statusCode).toBe(200);
    expectRefused(await via('198.51.100.1'));
    expect((await via('198.51.100.2')).statusCode).toBe(200);

    // The audit log names the client, not the proxy.
    const boss = await emulatorUser('proxied-admin');
    await proxied.inject({
      url: '/api/me',
      headers: { ...boss.auth, 'x-forwarded-for': '198.51.100.3' },
      remoteAddress: '10.0.0.1',
    });
    const set = await proxied.inject({
      method: 'PUT',
      url: '/api/dashboards/target',
      payload: { target: 900 },
      headers: { ...boss.auth, 'x-forwarded-for': '198.51.100.4' },
      remoteAddress: '10.0.0.1',
    });
    expect(set.statusCode).toBe(200);
    const log = await proxied.inject({
      url: '/api/audit',
      headers: { ...boss.auth, 'x-forwarded-for': '198.51.100.5' },
      remoteAddress: '10.0.0.1',
    });
    expect(log.json().items[0]).toMatchObject({ action: 'dashboard.target', ip: '198.51.100.4' });
  });
});

describe('per member, after authentication', () => {
  it('limits one member’s writes and exports, not their reads, and not another member', async () => {
    const write = (user: User, title: string) =>
      app.inject({
        method: 'PATCH',
        url: '/api/me',
        headers: user.auth,
        payload: { title },
        remoteAddress: fresh(),
      });
    for (let i = 0; i < 3; i++) expect((await write(member, `Title ${i}`)).statusCode).toBe(200);
    const refused = await write(member, 'One too many');
    expectRefused(refused);
    // Refused means not written.
    const me = await app.inject({ url: '/api/me', headers: member.auth, remoteAddress: fresh() });
    expect(me.statusCode).toBe(200);
    expect(me.json().title).toBe('Title 2');
    expect((await write(admin, 'Unaffected')).statusCode).toBe(200);

    const exportAll = () =>
      app.inject({ url: '/api/orders/export.csv', headers: admin.auth, remoteAddress: fresh() });
    expect((await exportAll()).statusCode).toBe(200);
    expectRefused(await exportAll());
  });
});
