import type { BillingPlanState } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emulatorUser, tableDigest, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

let app: FastifyInstance;
let admin: User;
let manager: User;
let member: User;

const call = (user: User, method: 'GET' | 'PUT', payload?: unknown) =>
  app.inject({ method, url: '/api/billing/plan', headers: user.auth, payload: payload as never });
const plan = async (user: User) => (await call(user, 'GET')).json() as BillingPlanState;
const DAY = 86_400_000;

beforeAll(async () => {
  app = await testApp();
  admin = await emulatorUser('Ada');
  manager = await emulatorUser('Max');
  member = await emulatorUser('Mia');
  // The first member to arrive on a fresh database is its administrator.
  for (const user of [admin, manager, member]) await app.inject({ url: '/api/me', headers: user.auth });
  await app.inject({
    method: 'PATCH',
    url: `/api/members/${manager.uid}`,
    headers: admin.auth,
    payload: { role: 'manager' },
  });
});
afterAll(() => app.close());

describe('the workspace plan', () => {
  it('starts on Free, and every member reads it with the administrators to ask', async () => {
    for (const user of [admin, manager, member]) {
      const res = await call(user, 'GET');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({
        plan: 'free',
        renewsAt: null,
        changedBy: null,
        admins: [{ uid: admin.uid, displayName: 'Ada' }],
      });
    }
  });

  it('lets an admin choose Premium yearly: renewal a year ahead, and an audit entry', async () => {
    const before = Date.now();
    const res = await call(admin, 'PUT', { plan: 'premium', period: 'yearly' });
    expect(res.statusCode).toBe(200);
    const state = await plan(member);
    expect(state).toMatchObject({
      plan: 'premium',
      period: 'yearly',
      changedBy: { uid: admin.uid, displayName: 'Ada' },
    });
    expect(res.json()).toEqual(state);
    const renews = Date.parse(state.renewsAt ?? '');
    expect(renews - before).toBeGreaterThan(364 * DAY);
    expect(renews - before).toBeLessThan(367 * DAY);
    expect(Date.parse(state.changedAt)).toBeGreaterThanOrEqual(before - 1000);

    const log = await app.inject({ url: '/api/audit?action=billing.plan', headers: admin.auth });
    expect(log.json().items[0]).toMatchObject({
      actor: { uid: admin.uid, role: 'admin' },
      action: 'billing.plan',
      target: { type: 'setting', id: 'billing_plan' },
      changes: { plan: { from: 'free', to: 'premium' }, period: { from: 'monthly', to: 'yearly' } },
    });
  });

  it('renews a monthly plan in a month, and Free never', async () => {
    await call(admin, 'PUT', { plan: 'monthly', period: 'monthly' });
    const monthly = await plan(admin);
    const days = (Date.parse(monthly.renewsAt ?? '') - Date.now()) / DAY;
    expect(days).toBeGreaterThan(27);
    expect(days).toBeLessThan(32);

    expect((await call(admin, 'PUT', { plan: 'free', period: 'monthly' })).statusCode).toBe(200);
    expect(await plan(admin)).toMatchObject({ plan: 'free', renewsAt: null });
    await call(admin, 'PUT', { plan: 'premium', period: 'yearly' });
  });

  it.each([
    ['a manager', () => manager],
    ['a member', () => member],
  ])('refuses %s with 403 naming billing.manage, and nothing changes', async (_, who) => {
    const before = await tableDigest(app);
    const res = await call(who(), 'PUT', { plan: 'free', period: 'monthly' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'forbidden', permission: 'billing.manage' });
    expect(await tableDigest(app)).toBe(before);
    expect((await plan(admin)).plan).toBe('premium');
  });

  it.each<[string, unknown, Record<string, string>]>([
    ['an unknown plan', { plan: 'gold', period: 'monthly' }, { plan: 'not_allowed' }],
    // An enum answers with the values it allows, whether the value is missing or of the wrong type.
    ['a missing period', { plan: 'monthly' }, { period: 'not_allowed' }],
    ['wrong types', { plan: 3, period: ['yearly'] }, { plan: 'not_allowed', period: 'not_allowed' }],
    ['an extra field', { plan: 'free', period: 'monthly', renewsAt: null }, { renewsAt: 'unknown_field' }],
    ['a NUL byte', { plan: 'free\u0000', period: 'monthly' }, { plan: 'invalid_text' }],
    ['a huge string', { plan: 'p'.repeat(100_000), period: 'monthly' }, { plan: 'not_allowed' }],
  ])('refuses %s with 400 and a code per field, and nothing changes', async (_, body, codes) => {
    const before = await tableDigest(app);
    const res = await call(admin, 'PUT', body);
    expect(res.statusCode).toBe(400);
    expect(res.json().code).toBe('invalid');
    for (const [field, code] of Object.entries(codes))
      expect(res.json().fields[field], field).toMatchObject({ code });
    expect(await tableDigest(app)).toBe(before);
  });

  it('answers 400, never 500, to bodies of the wrong shape', async () => {
    for (const raw of ['[]', 'null', '"premium"', '{"plan":']) {
      const res = await app.inject({
        method: 'PUT',
        url: '/api/billing/plan',
        headers: { ...admin.auth, 'content-type': 'application/json' },
        payload: raw,
      });
      expect(res.statusCode, raw).toBe(400);
    }
    expect((await plan(admin)).plan).toBe('premium');
  });

  it('is in the API document with its schemas and permission', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    const put = doc.paths['/api/billing/plan'].put;
    expect(put.requestBody.content['application/json'].schema.properties).toHaveProperty('plan');
    expect(put.responses).toHaveProperty('403');
    expect(doc.paths['/api/billing/plan'].get.responses['200'].content).toBeDefined();
  });
});
