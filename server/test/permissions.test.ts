import { type Access, can, type Role } from '@atrium/contracts';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../src/db/seed-shop.ts';
import { declareRoutes } from '../src/http/route-catalog.ts';
import { emulatorUser, tableDigest, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

let app: FastifyInstance;
let admin: User;
let manager: User;
let member: User;
let other: User;

const snapshot = () => tableDigest(app);

const call = (user: User, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user.auth, payload: payload as never });

beforeAll(async () => {
  app = await testApp();
  await seedShop(app.database, { products: 5, orders: 5 });
  admin = await emulatorUser('admin');
  manager = await emulatorUser('manager');
  member = await emulatorUser('member');
  other = await emulatorUser('other');
  for (const user of [admin, manager, member, other]) await call(user, 'GET', '/api/me');
  await call(admin, 'PATCH', `/api/members/${manager.uid}`, { role: 'manager' });
  await app.ready();
});
afterAll(() => app.close());

/** A request each guarded route would accept from someone allowed: real ids, valid bodies. */
function examples(): Record<string, { url?: string; body?: unknown }> {
  const productId = '1';
  const orderId = '1';
  return {
    'POST /api/products': { body: { name: 'Guarded', price: 10, category: 'bags' } },
    'PUT /api/products/:id': {
      url: `/api/products/${productId}`,
      body: { name: 'Renamed', price: 11, category: 'bags', version: 1 },
    },
    'DELETE /api/products/:id': { url: `/api/products/${productId}` },
    'POST /api/products/bulk-delete': { body: { ids: [productId] } },
    'POST /api/products/images': {},
    'POST /api/orders': {
      body: { customer: { name: 'Cy', email: 'cy@example.com' }, lines: [{ productId, quantity: 1 }] },
    },
    'PUT /api/orders/:id/remark': { url: `/api/orders/${orderId}/remark`, body: { remark: 'Call first' } },
    'GET /api/orders/export.csv': {},
    'PUT /api/dashboards/target': { body: { target: 5000 } },
    'PATCH /api/members/:uid': { url: `/api/members/${other.uid}`, body: { role: 'admin' } },
    'DELETE /api/members/:uid': { url: `/api/members/${other.uid}` },
    'GET /api/audit': {},
    'GET /api/audit/export.csv': {},
    'PUT /api/billing/plan': { body: { plan: 'premium', period: 'yearly' } },
  };
}

describe('every route declares who may call it', () => {
  it('lists each route of the server with its access; a route without one cannot be registered', async () => {
    const api = app.routeCatalog.filter((r) => r.url.startsWith('/api/'));
    expect(api.length).toBeGreaterThan(30);
    for (const route of app.routeCatalog) expect(route.access, `${route.method} ${route.url}`).toBeTruthy();
    const access = (method: string, url: string) =>
      app.routeCatalog.find((r) => r.method === method && r.url === url)?.access;
    expect(access('POST', '/api/products')).toBe('catalog.write');
    expect(access('GET', '/api/products')).toBe('member');
    expect(access('GET', '/api/orders/export.csv')).toBe('orders.export');
    expect(access('PATCH', '/api/members/:uid')).toBe('members.manage');
    expect(access('GET', '/api/audit')).toBe('audit.read');
    expect(access('PUT', '/api/billing/plan')).toBe('billing.manage');
    expect(access('GET', '/api/billing/plan')).toBe('member');
    expect(access('GET', '/api/health')).toBe('public');

    // The only writes open to every member are about themselves; a shop write there would be a hole.
    const memberWrites = api
      .filter((r) => r.method !== 'GET' && r.access === 'member')
      .map((r) => `${r.method} ${r.url}`)
      .sort();
    expect(memberWrites).toEqual(
      [
        'PATCH /api/me',
        'PUT /api/me/avatar',
        'DELETE /api/me/avatar',
        'PATCH /api/me/preferences',
        'POST /api/me/cards',
        'DELETE /api/me/cards/:id',
        'POST /api/notifications/read-all',
        'POST /api/page-views',
        // The caller's own following of another member (the row holds the caller's uid).
        'PUT /api/members/:uid/follow',
        'DELETE /api/members/:uid/follow',
        // Chat: the caller's own conversations and messages, every query filtered by membership (chat.test.ts).
        'POST /api/chat/conversations',
        'PATCH /api/chat/conversations/:id',
        'DELETE /api/chat/conversations/:id',
        'POST /api/chat/conversations/:id/members',
        'DELETE /api/chat/conversations/:id/members/:uid',
        'POST /api/chat/conversations/:id/messages',
        'POST /api/chat/conversations/:id/read',
        'PATCH /api/chat/messages/:id',
        'DELETE /api/chat/messages/:id',
        'POST /api/chat/messages/:id/reactions',
        'POST /api/chat/attachments',
        // Mail: the caller's own mailbox entries, drafts, uploads and labels, every query filtered by the caller's
        // entries (mail.test.ts).
        'POST /api/mail/messages',
        'PATCH /api/mail/messages/:id',
        'POST /api/mail/bulk',
        'PUT /api/mail/drafts/:id',
        'DELETE /api/mail/drafts/:id',
        'POST /api/mail/attachments',
        'POST /api/mail/labels',
        'PATCH /api/mail/labels/:id',
        'DELETE /api/mail/labels/:id',
        // Calendar: the caller's own events (changed by their creator only) and feed; every query filtered by the
        // caller's participation (calendar.test.ts).
        'POST /api/calendar/events',
        'PUT /api/calendar/events/:id',
        'DELETE /api/calendar/events/:id',
        'PUT /api/calendar/events/:id/occurrences',
        'DELETE /api/calendar/events/:id/occurrences',
        'POST /api/calendar/feed',
        'DELETE /api/calendar/feed',
        // Projects: projects the caller is a member of (members, owner and deletion: owner or admin), their
        // boards and cards; every query filtered by membership (projects.test.ts).
        'POST /api/projects',
        'PATCH /api/projects/:id',
        'DELETE /api/projects/:id',
        'POST /api/projects/:id/columns',
        'PATCH /api/columns/:id',
        'POST /api/columns/:id/move',
        'DELETE /api/columns/:id',
        'POST /api/columns/:id/cards',
        'PATCH /api/cards/:id',
        'DELETE /api/cards/:id',
        'POST /api/cards/:id/move',
        'POST /api/cards/:id/checklist',
        'PATCH /api/checklist-items/:id',
        'DELETE /api/checklist-items/:id',
        'POST /api/cards/:id/comments',
        'PATCH /api/comments/:id',
        'DELETE /api/comments/:id',
        'POST /api/cards/:id/attachments',
        'DELETE /api/card-attachments/:id',
      ].sort(),
    );

    const bare = Fastify();
    declareRoutes(bare);
    expect(() => bare.get('/undeclared', async () => 'hi')).toThrow(/declares no access/);
  });
});

describe.each<[string, () => User, Role]>([
  ['a Member', () => member, 'member'],
  ['a Manager', () => manager, 'manager'],
])('%s calling a route beyond their role', (_label, who, role) => {
  // Every guarded route of the catalogue, so a new one is covered without editing this test.
  const guarded = () =>
    app.routeCatalog.filter((r) => r.url.startsWith('/api/') && !can(role, r.access as Access));

  it('gets 403 naming the permission, and nothing changes', async () => {
    const list = guarded();
    expect(list.length).toBeGreaterThan(role === 'member' ? 10 : 3);
    const known = examples();
    for (const route of list) {
      const key = `${route.method} ${route.url}`;
      const example = known[key];
      expect(example, `an example request for ${key}`).toBeDefined();
      const before = await snapshot();
      const res = await call(who(), route.method, example?.url ?? route.url, example?.body);
      expect(res.statusCode, key).toBe(403);
      expect(res.json(), key).toMatchObject({ code: 'forbidden', permission: route.access });
      expect(await snapshot(), `${key} changed data`).toBe(before);
    }
  });
});

describe('what each role may do', () => {
  it('lets a Manager run the shop and an Admin everything', async () => {
    const { body } = examples()['PUT /api/dashboards/target'] as { body: unknown };
    expect((await call(manager, 'PUT', '/api/dashboards/target', body)).statusCode).toBe(200);
    const created = await call(manager, 'POST', '/api/products', {
      name: 'By a manager',
      price: 3,
      category: 'bags',
    });
    expect(created.statusCode).toBe(201);
    expect((await call(manager, 'GET', '/api/orders/export.csv')).statusCode).toBe(200);
    expect((await call(admin, 'GET', '/api/audit')).statusCode).toBe(200);
    // Reading the shop needs no permission.
    for (const url of ['/api/products', '/api/orders', '/api/dashboards/summary', '/api/members'])
      expect((await call(member, 'GET', url)).statusCode, url).toBe(200);
  });
});
