import {
  activeMembersSchema,
  customerChannelsSchema,
  monthlyTargetSchema,
  newMembersSchema,
  recentOrdersSchema,
  salesByCategorySchema,
  salesFiguresSchema,
  salesSummarySchema,
  topProductsSchema,
  trafficSchema,
  transactionsSchema,
  visitorSeriesSchema,
  weeklyRevenueSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ZodType } from 'zod';
import { buildApp } from '../src/app.ts';
import { loadConfig } from '../src/config.ts';
import { allocate, demoTraffic } from '../src/db/seed-analytics.ts';
import { bucketStarts, changeOf, periodStart, yearEarlier } from '../src/modules/dashboards/service.ts';
import { EMULATOR, emulatorUser } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;

/** Like support.ts's testApp, with the dashboards' clock injected. */
async function appWithClock(now?: () => Date): Promise<FastifyInstance> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  let url: string | undefined;
  let drop = async () => {};
  if (adminUrl) {
    const name = `atrium_dash_${process.pid}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 6)}`;
    const run = async (sql: string) => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(sql);
      await client.end();
    };
    await run(`CREATE DATABASE ${name}`);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    drop = () => run(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
  }
  const config = loadConfig({
    LOG_LEVEL: 'silent',
    DATA_DIR: 'memory://',
    SEED_DEMO: 'false',
    SERVE_WEB: 'false',
    FIREBASE_AUTH_EMULATOR_HOST: EMULATOR,
    ...(url ? { DATABASE_URL: url } : {}),
  });
  const app = await buildApp(config, now ? { now } : {});
  app.addHook('onClose', drop);
  return app;
}

/** Reads a dashboard endpoint and checks it against its contract (no NaN, no missing field). */
async function read<T>(app: FastifyInstance, user: User, url: string, schema: ZodType<T>): Promise<T> {
  const res = await app.inject({ url: `/api/dashboards/${url}`, headers: user.auth });
  expect(res.statusCode, `${url}: ${res.body}`).toBe(200);
  expect(res.body).not.toContain('NaN');
  return schema.parse(res.json());
}

// ── A small shop with known figures; "now" is Wednesday 17 June 2026, 12:30 UTC ─────────────────────────────
const NOW = new Date('2026-06-17T12:30:00Z');

type Line = [product: 'P1' | 'P2' | 'P3', quantity: number, price: number, unitCost: number];
type SeedOrder = {
  at: string;
  status: 'paid' | 'pending' | 'expired';
  channel: 'store' | 'online';
  total: number;
  lines: Line[];
};
const PRODUCTS = {
  P1: ['Alpha Watch', 'watches'],
  P2: ['Beta Bag', 'bags'],
  P3: ['Gamma Shoe', 'shoes'],
} as const;
const ORDERS: Record<string, SeedOrder> = {
  // This year.
  E: { at: '2026-02-10T12:00:00Z', status: 'paid', channel: 'store', total: 330, lines: [['P3', 4, 75, 40]] },
  D: {
    at: '2026-06-03T12:00:00Z',
    status: 'paid',
    channel: 'online',
    total: 220,
    lines: [
      ['P2', 3, 40, 25],
      ['P3', 1, 80, 50],
    ],
  },
  L: { at: '2026-06-09T12:00:00Z', status: 'paid', channel: 'online', total: 40, lines: [['P1', 1, 40, 24]] },
  M: { at: '2026-06-11T12:00:00Z', status: 'paid', channel: 'store', total: 10, lines: [['P2', 1, 10, 4]] },
  C: {
    at: '2026-06-15T09:00:00Z',
    status: 'expired',
    channel: 'online',
    total: 999,
    lines: [['P3', 5, 100, 10]],
  },
  B: {
    at: '2026-06-16T10:00:00Z',
    status: 'pending',
    channel: 'store',
    total: 55,
    lines: [['P2', 1, 50, 20]],
  },
  // In the hour of "now": read from the orders themselves.
  A: {
    at: '2026-06-17T12:05:00Z',
    status: 'paid',
    channel: 'online',
    total: 110,
    lines: [['P1', 2, 50, 30]],
  },
  // Last year: J, I, G and N fall in the comparison spans (N in the hour of "now"); H is later on 17 June 2025
  // than "now", K is in December.
  J: {
    at: '2025-03-01T12:00:00Z',
    status: 'pending',
    channel: 'online',
    total: 200,
    lines: [['P3', 2, 100, 50]],
  },
  I: { at: '2025-06-05T12:00:00Z', status: 'paid', channel: 'store', total: 50, lines: [['P2', 1, 50, 20]] },
  G: {
    at: '2025-06-17T10:00:00Z',
    status: 'paid',
    channel: 'online',
    total: 100,
    lines: [['P1', 1, 100, 60]],
  },
  N: { at: '2025-06-17T12:20:00Z', status: 'paid', channel: 'online', total: 5, lines: [['P2', 1, 5, 2]] },
  H: {
    at: '2025-06-17T15:00:00Z',
    status: 'paid',
    channel: 'online',
    total: 500,
    lines: [['P1', 1, 500, 100]],
  },
  K: {
    at: '2025-12-01T12:00:00Z',
    status: 'paid',
    channel: 'online',
    total: 1000,
    lines: [['P1', 1, 1000, 500]],
  },
};

const view = (
  at: string,
  path: string,
  device: string,
  country: string | null,
  source: string | null,
  visitor: string,
  session: string,
) => ({
  at,
  path,
  device,
  country,
  source,
  visitorId: `visitor-${visitor}`,
  sessionId: `session-${session}`,
});

let app: FastifyInstance;
let admin: User;
let member: User;
const ids: Record<string, string> = {};

async function insertOrders() {
  const db = app.database;
  const productIds: Record<string, string> = {};
  for (const [key, [name, category]] of Object.entries(PRODUCTS)) {
    const [p] = await db.query<{ id: string }>(
      'INSERT INTO products (name, price, category, stock) VALUES ($1, 10, $2, 100) RETURNING id::text',
      [name, category],
    );
    productIds[key] = p?.id as string;
  }
  const [ada] = await db.query<{ id: string }>(
    "INSERT INTO customers (name, email) VALUES ('Ada Lovelace', 'ada@example.com') RETURNING id::text",
  );
  for (const [key, o] of Object.entries(ORDERS)) {
    const [row] = await db.query<{ id: string }>(
      `INSERT INTO orders (customer_id, created_at, order_status, payment_status, channel, first_product_name, item_count, sub_total, vat, total)
       VALUES ($1, $2, 'shipped', $3, $4, $5, $6, $7, 0, $7) RETURNING id::text`,
      [ada?.id, o.at, o.status, o.channel, `Order ${key}`, o.lines.length, o.total],
    );
    ids[key] = row?.id as string;
    for (const [i, [product, quantity, price, unitCost]] of o.lines.entries()) {
      await db.query(
        `INSERT INTO order_lines (order_id, line_no, product_id, product_name, quantity, price, unit_cost, category)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8)`,
        [
          row?.id,
          i + 1,
          productIds[product],
          PRODUCTS[product][0],
          quantity,
          price,
          unitCost,
          PRODUCTS[product][1],
        ],
      );
    }
  }
}

async function recordTraffic() {
  const post = (user: User, views: unknown[]) =>
    app.inject({ method: 'POST', url: '/api/page-views', headers: user.auth, payload: { views } });
  // Through the API (within a day of "now"): sessions 1 and 2 of visitor 1 today, session 3 of visitor 2
  // yesterday. Sent out of order: the server sorts a batch by time.
  let res = await post(admin, [
    view('2026-06-17T09:05:00Z', '/app/apps/ecommerce/orders', 'desktop', 'US', null, '1', '1'),
    view('2026-06-17T09:00:00Z', '/app/dashboards/default', 'desktop', 'US', 'facebook', '1', '1'),
    view('2026-06-17T10:00:00Z', '/app/dashboards/sales', 'mobile', 'US', null, '1', '2'),
  ]);
  expect(res.statusCode).toBe(204);
  res = await post(member, [
    view('2026-06-16T14:00:00Z', '/app/dashboards/default', 'mobile', 'FR', 'search', '2', '3'),
    view('2026-06-16T14:01:00Z', '/app/dashboards/default', 'mobile', 'FR', null, '2', '3'),
    view('2026-06-16T14:02:00Z', '/app/pages/profile', 'mobile', 'FR', null, '2', '3'),
  ]);
  expect(res.statusCode).toBe(204);
  // Older history straight into the table (the trigger counts it the same way).
  const older = [
    view('2026-03-10T12:00:00Z', '/app/dashboards/default', 'tablet', null, null, '3', '4'),
    view('2025-06-17T09:00:00Z', '/app/dashboards/default', 'desktop', 'GB', 'search', '4', '5'),
    view('2025-04-01T09:00:00Z', '/app/dashboards/default', 'desktop', 'US', 'twitter', '5', '6'),
    view('2025-02-01T09:00:00Z', '/app/dashboards/default', 'mobile', 'US', null, '6', '7'),
  ];
  for (const v of older) {
    await app.database.query(
      'INSERT INTO page_views (at, visitor_id, session_id, path, device, country, source) VALUES ($1, $2, $3, $4, $5, $6, $7)',
      [v.at, v.visitorId, v.sessionId, v.path, v.device, v.country, v.source],
    );
  }
  // The admin was also active on 10 May (the previous 30-day window).
  await app.database.query("INSERT INTO member_active_days (uid, day) VALUES ($1, '2026-05-10')", [
    admin.uid,
  ]);
}

beforeAll(async () => {
  app = await appWithClock(() => NOW);
  admin = await emulatorUser('dash-admin');
  member = await emulatorUser('dash-member');
  // The first real member becomes admin.
  await app.inject({ url: '/api/me', headers: admin.auth });
  await app.inject({ url: '/api/me', headers: member.auth });
  await insertOrders();
  await recordTraffic();
});
afterAll(() => app.close());

describe('calendar rules', () => {
  it('starts weeks on Monday, compares with the same span a year earlier, and buckets series', () => {
    expect(periodStart('week', NOW)).toBe('2026-06-15');
    expect(periodStart('month', NOW)).toBe('2026-06-01');
    expect(periodStart('year', NOW)).toBe('2026-01-01');
    expect(periodStart('week', new Date('2026-06-21T23:59:59Z'))).toBe('2026-06-15');
    expect(yearEarlier(NOW).toISOString()).toBe('2025-06-17T12:30:00.000Z');
    expect(yearEarlier(new Date('2028-02-29T06:00:00Z')).toISOString()).toBe('2027-02-28T06:00:00.000Z');
    expect(bucketStarts('day', NOW)).toHaveLength(30);
    expect(bucketStarts('week', NOW).slice(-2)).toEqual(['2026-06-08', '2026-06-15']);
    expect(bucketStarts('month', NOW)[0]).toBe('2025-07-01');
    expect(changeOf(150, 100)).toBe(50);
    expect(changeOf(1, 3)).toBe(-66.7);
    expect(changeOf(5, 0)).toBeNull();
  });
});

describe('sales', () => {
  it('summary: revenue, sales and costs against the same span a year earlier (exact to the minute)', async () => {
    expect(await read(app, admin, 'summary?period=year', salesSummarySchema)).toEqual({
      period: 'year',
      // A B D E L M (C expired); a year earlier J I G N (H was later in the day, K later in the year).
      revenue: { value: 765, previous: 355, change: 115.5 },
      sales: { value: 6, previous: 4, change: 50 },
      costs: { value: 393, previous: 182, change: 115.9 },
    });
    expect(await read(app, admin, 'summary?period=month', salesSummarySchema)).toEqual({
      period: 'month',
      revenue: { value: 435, previous: 155, change: 180.6 },
      sales: { value: 5, previous: 3, change: 66.7 },
      costs: { value: 233, previous: 82, change: 184.1 },
    });
    const week = await read(app, admin, 'summary?period=week', salesSummarySchema);
    expect(week.revenue).toEqual({ value: 165, previous: 105, change: 57.1 });
    // The default period is the year.
    expect((await read(app, admin, 'summary', salesSummarySchema)).period).toBe('year');
  });

  it('weekly revenue: Monday to Sunday, against the same span of last week', async () => {
    expect(await read(app, admin, 'weekly-revenue', weeklyRevenueSchema)).toEqual({
      // This week A + B; last week until Wednesday 12:30 only L (M was on Thursday).
      total: 165,
      previous: 40,
      change: 312.5,
      days: [
        { start: '2026-06-15', revenue: 0 },
        { start: '2026-06-16', revenue: 55 },
        { start: '2026-06-17', revenue: 110 },
        { start: '2026-06-18', revenue: 0 },
        { start: '2026-06-19', revenue: 0 },
        { start: '2026-06-20', revenue: 0 },
        { start: '2026-06-21', revenue: 0 },
      ],
    });
  });

  it('sales figures: orders, profit, conversion rate and daily visitors', async () => {
    expect(await read(app, admin, 'sales-figures?period=week', salesFiguresSchema)).toEqual({
      period: 'week',
      totalOrders: { value: 2, previous: 2, change: 0 },
      profit: { value: 85, previous: 43, change: 97.7 },
      // 2 orders / 3 sessions against 2 orders / 1 session.
      conversionRate: { value: 66.67, previous: 200, change: -66.7 },
      // 2 visitor-days over 3 days, against 1 over 3.
      dailyVisitors: { value: 1, previous: 0, change: null },
    });
    const year = await read(app, admin, 'sales-figures?period=year', salesFiguresSchema);
    // 6 orders / 4 sessions against 4 orders / 3 sessions.
    expect(year.conversionRate).toEqual({ value: 150, previous: 133.33, change: 12.5 });
    expect(year.profit).toEqual({ value: 372, previous: 173, change: 115 });
  });

  it('top products by units, then revenue', async () => {
    const year = await read(app, admin, 'top-products?period=year', topProductsSchema);
    expect(year.items.map((i) => [i.name, i.category, i.units, i.revenue])).toEqual([
      ['Gamma Shoe', 'shoes', 5, 380],
      ['Beta Bag', 'bags', 5, 180],
      ['Alpha Watch', 'watches', 3, 140],
    ]);
    const week = await read(app, admin, 'top-products?period=week&limit=1', topProductsSchema);
    expect(week.items.map((i) => [i.name, i.units, i.revenue])).toEqual([['Alpha Watch', 2, 100]]);
  });

  it('sales by category: every category, most revenue first, with its share', async () => {
    expect(await read(app, admin, 'sales-by-category?period=year', salesByCategorySchema)).toEqual({
      period: 'year',
      total: 700,
      items: [
        { category: 'shoes', revenue: 380, units: 5, percent: 54.3 },
        { category: 'bags', revenue: 180, units: 5, percent: 25.7 },
        { category: 'watches', revenue: 140, units: 3, percent: 20 },
        { category: 'cloths', revenue: 0, units: 0, percent: 0 },
        { category: 'devices', revenue: 0, units: 0, percent: 0 },
      ],
    });
  });

  it('customers: orders from the store and online per bucket', async () => {
    const months = await read(app, admin, 'customers?interval=month', customerChannelsSchema);
    expect(months.points).toHaveLength(12);
    expect(months.points.filter((p) => p.store || p.online)).toEqual([
      { start: '2025-12-01', store: 0, online: 1 },
      { start: '2026-02-01', store: 1, online: 0 },
      { start: '2026-06-01', store: 2, online: 3 },
    ]);
    const days = await read(app, admin, 'customers?interval=day', customerChannelsSchema);
    expect(days.points).toHaveLength(30);
    expect(days.points[0]?.start).toBe('2026-05-19');
    expect(days.points.filter((p) => p.store || p.online).map((p) => [p.start, p.store, p.online])).toEqual([
      ['2026-06-03', 0, 1],
      ['2026-06-09', 0, 1],
      ['2026-06-11', 1, 0],
      ['2026-06-16', 1, 0],
      ['2026-06-17', 0, 1],
    ]);
  });

  it('transactions and recent orders: the newest orders first', async () => {
    const tx = await read(app, admin, 'transactions?limit=3', transactionsSchema);
    expect(tx.items).toEqual([
      {
        orderId: ids.A,
        customer: 'Ada Lovelace',
        date: '2026-06-17T12:05:00.000Z',
        amount: 110,
        status: 'approved',
      },
      {
        orderId: ids.B,
        customer: 'Ada Lovelace',
        date: '2026-06-16T10:00:00.000Z',
        amount: 55,
        status: 'pending',
      },
      {
        orderId: ids.C,
        customer: 'Ada Lovelace',
        date: '2026-06-15T09:00:00.000Z',
        amount: 999,
        status: 'rejected',
      },
    ]);
    const recent = await read(app, admin, 'recent-orders?limit=2', recentOrdersSchema);
    expect(recent.items.map((o) => [o.id, o.channel, o.total])).toEqual([
      [ids.A, 'online', 110],
      [ids.B, 'store', 55],
    ]);
  });

  it('target: an administrator sets it, a member may not; percent of this month so far', async () => {
    expect(await read(app, admin, 'target', monthlyTargetSchema)).toEqual({
      month: '2026-06',
      target: 0,
      actual: 435,
      percent: 0,
    });
    const put = (user: User, payload: unknown) =>
      app.inject({
        method: 'PUT',
        url: '/api/dashboards/target',
        headers: user.auth,
        payload: payload as never,
      });
    expect((await put(member, { target: 1000 })).statusCode).toBe(403);
    const bad = await put(admin, { target: -5 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('target');
    const res = await put(admin, { target: 1000 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ month: '2026-06', target: 1000, actual: 435, percent: 43.5 });
    expect(await read(app, member, 'target', monthlyTargetSchema)).toMatchObject({
      target: 1000,
      percent: 43.5,
    });
  });

  it('follows a payment that expires and an order that is deleted; triggers agree with a rebuild', async () => {
    const revenue = async () =>
      (await read(app, admin, 'summary?period=week', salesSummarySchema)).revenue.value;
    await app.database.query("UPDATE orders SET payment_status = 'expired' WHERE id = $1", [ids.B]);
    expect(await revenue()).toBe(110);
    expect((await read(app, admin, 'top-products?period=week', topProductsSchema)).items).toHaveLength(1);
    await app.database.query("UPDATE orders SET payment_status = 'pending' WHERE id = $1", [ids.B]);
    expect(await revenue()).toBe(165);

    const snapshot = async () =>
      JSON.stringify([
        await app.database.query(
          'SELECT day::text, channel, orders, revenue::text, costs::text FROM sales_daily WHERE orders <> 0 OR revenue <> 0 OR costs <> 0 ORDER BY 1, 2',
        ),
        await app.database.query(
          'SELECT day::text, category, units, revenue::text FROM category_sales_daily WHERE units <> 0 OR revenue <> 0 ORDER BY 1, 2',
        ),
        await app.database.query(
          `SELECT bucket, start::text, product_id::text, units, revenue::text FROM product_sales
           WHERE (units <> 0 OR revenue <> 0) AND start = date_trunc(CASE bucket WHEN 'w' THEN 'week' WHEN 'm' THEN 'month' ELSE 'year' END, $1::timestamp)::date
           ORDER BY 1, 2, 3`,
          ['2026-06-17'],
        ),
        await app.database.query(
          'SELECT day::text, members, members_30d FROM active_members_daily WHERE members <> 0 OR members_30d <> 0 ORDER BY 1',
        ),
        await app.database.query(
          'SELECT hour::text, orders, revenue::text, costs::text FROM sales_hourly WHERE orders <> 0 OR revenue <> 0 OR costs <> 0 ORDER BY 1',
        ),
        await app.database.query(
          'SELECT dimension, month::text, key, sessions, page_views FROM traffic_monthly ORDER BY 1, 2, 3',
        ),
      ]);
    const incremental = await snapshot();
    await app.database.exec(
      `SELECT analytics_rebuild_sales('2026-06-17T12:30:00Z');
       SELECT analytics_rebuild_active_members();
       SELECT analytics_rebuild_traffic_monthly();`,
    );
    expect(await snapshot()).toBe(incremental);
  });
});

describe('traffic and members', () => {
  it('visitors: every bucket of the interval, a visitor once a day, a session once', async () => {
    const days = await read(app, admin, 'visitors?interval=day', visitorSeriesSchema);
    expect(days.points).toHaveLength(30);
    expect(days.points.filter((p) => p.pageViews)).toEqual([
      { start: '2026-06-16', visitors: 1, sessions: 1, pageViews: 3 },
      { start: '2026-06-17', visitors: 1, sessions: 2, pageViews: 3 },
    ]);
    const months = await read(app, admin, 'visitors', visitorSeriesSchema);
    expect(months.interval).toBe('month');
    expect(months.points.filter((p) => p.pageViews)).toEqual([
      { start: '2026-03-01', visitors: 1, sessions: 1, pageViews: 1 },
      { start: '2026-06-01', visitors: 2, sessions: 3, pageViews: 6 },
    ]);
    const weeks = await read(app, admin, 'visitors?interval=week', visitorSeriesSchema);
    expect(weeks.points.at(-1)).toEqual({ start: '2026-06-15', visitors: 2, sessions: 3, pageViews: 6 });
  });

  it('traffic by country, device, source and page: sessions from their first view, with shares and sparklines', async () => {
    const country = await read(app, admin, 'traffic?dimension=country&period=year', trafficSchema);
    const sparkline = (day: number, n: number) => Array.from({ length: 14 }, (_, i) => (i === day ? n : 0));
    expect(country).toEqual({
      dimension: 'country',
      period: 'year',
      totalSessions: 4,
      rows: [
        { key: 'US', sessions: 2, pageViews: 3, percent: 50, series: sparkline(13, 2) },
        { key: 'FR', sessions: 1, pageViews: 3, percent: 25, series: sparkline(12, 1) },
      ],
    });
    const device = await read(app, admin, 'traffic?dimension=device&period=year', trafficSchema);
    expect(device.rows.map((r) => [r.key, r.sessions, r.pageViews])).toEqual([
      ['mobile', 2, 4],
      ['desktop', 1, 2],
      ['tablet', 1, 1],
    ]);
    const source = await read(app, admin, 'traffic?dimension=source', trafficSchema);
    expect(source.rows.map((r) => [r.key, r.sessions, r.pageViews, r.percent])).toEqual([
      ['search', 1, 3, 25],
      ['facebook', 1, 2, 25],
    ]);
    const page = await read(app, admin, 'traffic?dimension=page&period=year&limit=3', trafficSchema);
    expect(page.rows.map((r) => [r.key, r.sessions, r.pageViews, r.percent])).toEqual([
      ['/app/dashboards/default', 3, 4, 75],
      ['/app/dashboards/sales', 1, 1, 25],
      ['/app/apps/ecommerce/orders', 0, 1, 0],
    ]);
    // A year earlier there was other traffic; this week only the API's views.
    const week = await read(app, admin, 'traffic?dimension=country&period=week', trafficSchema);
    expect(week.totalSessions).toBe(3);
  });

  it('active members per day and over 30 days, against the 30 days before', async () => {
    const active = await read(app, admin, 'active-members', activeMembersSchema);
    expect(active.total).toBe(2);
    expect(active.change).toBe(100);
    expect(active.points).toHaveLength(30);
    expect(active.points.filter((p) => p.members)).toEqual([
      { start: '2026-06-16', members: 1 },
      { start: '2026-06-17', members: 1 },
    ]);
  });

  it('new members: the latest to join first', async () => {
    const { items } = await read(app, admin, 'new-members?limit=5', newMembersSchema);
    expect(items.map((m) => m.uid)).toEqual([member.uid, admin.uid]);
    expect(items[0]).toMatchObject({
      displayName: 'dash-member',
      email: member.email,
      title: '',
      avatarUrl: null,
    });
  });

  it('records the views with the member uid; a view far from the server clock is recorded at the server time', async () => {
    const rows = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM page_views WHERE uid = $1',
      [admin.uid],
    );
    expect(rows[0]?.n).toBe(3);
    const res = await app.inject({
      method: 'POST',
      url: '/api/page-views',
      headers: member.auth,
      payload: {
        views: [view('2020-01-01T00:00:00Z', '/app/pages/setting', 'tablet', 'JP', null, '9', '9')],
      },
    });
    expect(res.statusCode).toBe(204);
    const [stored] = await app.database.query<{ at: Date | string }>(
      "SELECT at FROM page_views WHERE session_id = 'session-9'",
    );
    expect(new Date(stored?.at as string).toISOString()).toBe(NOW.toISOString());
  });
});

describe('bad input', () => {
  it('refuses an unknown period or interval with a message for the field', async () => {
    const decade = await app.inject({ url: '/api/dashboards/summary?period=decade', headers: admin.auth });
    expect(decade.statusCode).toBe(400);
    expect(decade.json().fields).toHaveProperty('period');
    const hour = await app.inject({ url: '/api/dashboards/visitors?interval=hour', headers: admin.auth });
    expect(hour.statusCode).toBe(400);
    expect(hour.json().fields).toHaveProperty('interval');
    const dimension = await app.inject({
      url: '/api/dashboards/traffic?dimension=city',
      headers: admin.auth,
    });
    expect(dimension.statusCode).toBe(400);
    expect(dimension.json().fields).toHaveProperty('dimension');
    const limit = await app.inject({ url: '/api/dashboards/recent-orders?limit=500', headers: admin.auth });
    expect(limit.statusCode).toBe(400);
  });

  it('refuses invalid page-view batches and stores nothing', async () => {
    const count = async () =>
      (await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM page_views'))[0]?.n;
    const before = await count();
    const post = (payload: unknown) =>
      app.inject({ method: 'POST', url: '/api/page-views', headers: admin.auth, payload: payload as never });
    const good = view('2026-06-17T11:00:00Z', '/app/dashboards/default', 'desktop', 'US', null, 'x1', 'x1');
    expect((await post({ views: [] })).statusCode).toBe(400);
    const device = await post({ views: [{ ...good, device: 'fridge' }] });
    expect(device.statusCode).toBe(400);
    expect(device.json().fields).toHaveProperty(['views.0.device']);
    expect((await post({ views: [{ ...good, path: 'no-slash' }] })).statusCode).toBe(400);
    expect((await post({ views: Array.from({ length: 51 }, () => good) })).statusCode).toBe(400);
    expect(await count()).toBe(before);
    expect(
      (await app.inject({ method: 'POST', url: '/api/page-views', payload: { views: [good] } })).statusCode,
    ).toBe(401);
  });

  it('lists every dashboard operation in the OpenAPI document', async () => {
    const doc = (await app.inject({ url: '/api/openapi.json' })).json();
    for (const path of [
      'summary',
      'visitors',
      'target',
      'active-members',
      'new-members',
      'transactions',
      'traffic',
      'weekly-revenue',
      'sales-figures',
      'top-products',
      'sales-by-category',
      'customers',
      'recent-orders',
    ]) {
      expect(doc.paths).toHaveProperty([`/api/dashboards/${path}`, 'get']);
    }
    expect(doc.paths).toHaveProperty(['/api/dashboards/target', 'put']);
    expect(doc.paths).toHaveProperty(['/api/page-views', 'post']);
  });
});

describe('an empty shop (real clock)', () => {
  let empty: FastifyInstance;
  let user: User;
  beforeAll(async () => {
    empty = await appWithClock();
    user = await emulatorUser('empty');
  });
  afterAll(() => empty.close());

  it('answers every dashboard with zeros, empty lists and null changes', async () => {
    const zero = { value: 0, previous: 0, change: null };
    for (const period of ['week', 'month', 'year']) {
      expect(await read(empty, user, `summary?period=${period}`, salesSummarySchema)).toEqual({
        period,
        revenue: zero,
        sales: zero,
        costs: zero,
      });
      expect(await read(empty, user, `sales-figures?period=${period}`, salesFiguresSchema)).toEqual({
        period,
        totalOrders: zero,
        profit: zero,
        conversionRate: zero,
        dailyVisitors: zero,
      });
      expect((await read(empty, user, `top-products?period=${period}`, topProductsSchema)).items).toEqual([]);
      const categories = await read(empty, user, `sales-by-category?period=${period}`, salesByCategorySchema);
      expect(categories.total).toBe(0);
      expect(categories.items.map((i) => i.category)).toEqual([
        'cloths',
        'bags',
        'shoes',
        'watches',
        'devices',
      ]);
      expect(categories.items.every((i) => i.revenue === 0 && i.units === 0 && i.percent === 0)).toBe(true);
      for (const dimension of ['country', 'device', 'page', 'source']) {
        expect(
          await read(empty, user, `traffic?dimension=${dimension}&period=${period}`, trafficSchema),
        ).toEqual({
          dimension,
          period,
          totalSessions: 0,
          rows: [],
        });
      }
    }
    for (const [interval, n] of [
      ['day', 30],
      ['week', 12],
      ['month', 12],
    ] as const) {
      const visitors = await read(empty, user, `visitors?interval=${interval}`, visitorSeriesSchema);
      expect(visitors.points).toHaveLength(n);
      expect(visitors.points.every((p) => p.visitors === 0 && p.sessions === 0 && p.pageViews === 0)).toBe(
        true,
      );
      const customers = await read(empty, user, `customers?interval=${interval}`, customerChannelsSchema);
      expect(customers.points).toHaveLength(n);
      expect(customers.points.every((p) => p.store === 0 && p.online === 0)).toBe(true);
    }
    const target = await read(empty, user, 'target', monthlyTargetSchema);
    expect(target).toMatchObject({ target: 0, actual: 0, percent: 0 });
    const active = await read(empty, user, 'active-members', activeMembersSchema);
    expect(active.total).toBe(0);
    expect(active.change).toBeNull();
    expect(active.points.every((p) => p.members === 0)).toBe(true);
    const weekly = await read(empty, user, 'weekly-revenue', weeklyRevenueSchema);
    expect(weekly).toMatchObject({ total: 0, previous: 0, change: null });
    expect(weekly.days).toHaveLength(7);
    expect(weekly.days.every((d) => d.revenue === 0)).toBe(true);
    expect((await read(empty, user, 'transactions', transactionsSchema)).items).toEqual([]);
    expect((await read(empty, user, 'recent-orders', recentOrdersSchema)).items).toEqual([]);
    // Only the caller, created by this very request.
    expect((await read(empty, user, 'new-members', newMembersSchema)).items.map((m) => m.uid)).toEqual([
      user.uid,
    ]);
  });

  it('counts an order placed through the API at once in revenue, sales, costs and the other figures', async () => {
    const [product] = await empty.database.query<{ id: string }>(
      "INSERT INTO products (name, price, cost_per_item, category, stock) VALUES ('Desk Lamp', 40, 15, 'devices', 10) RETURNING id::text",
    );
    const [free] = await empty.database.query<{ id: string }>(
      "INSERT INTO products (name, price, category, stock) VALUES ('Tote', 20, 'bags', 10) RETURNING id::text",
    );
    const res = await empty.inject({
      method: 'POST',
      url: '/api/orders',
      headers: user.auth,
      payload: {
        customer: { name: 'Grace Hopper', email: 'grace@example.com' },
        channel: 'store',
        lines: [
          { productId: product?.id, quantity: 2 },
          { productId: free?.id, quantity: 1 },
        ],
      },
    });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ channel: 'store', total: 110 });
    const summary = await read(empty, user, 'summary?period=week', salesSummarySchema);
    // 2 × 40 + 20 = 100, VAT 10 → 110; costs 2 × 15 + 60 % of 20 = 42.
    expect(summary.revenue.value).toBe(110);
    expect(summary.sales.value).toBe(1);
    expect(summary.costs.value).toBe(42);
    expect((await read(empty, user, 'weekly-revenue', weeklyRevenueSchema)).total).toBe(110);
    expect((await read(empty, user, 'target', monthlyTargetSchema)).actual).toBe(110);
    const top = await read(empty, user, 'top-products?period=week', topProductsSchema);
    expect(top.items.map((i) => [i.name, i.units, i.revenue])).toEqual([
      ['Desk Lamp', 2, 80],
      ['Tote', 1, 20],
    ]);
    const categories = await read(empty, user, 'sales-by-category?period=week', salesByCategorySchema);
    expect(categories.items.slice(0, 2)).toEqual([
      { category: 'devices', revenue: 80, units: 2, percent: 80 },
      { category: 'bags', revenue: 20, units: 1, percent: 20 },
    ]);
    const customers = await read(empty, user, 'customers?interval=day', customerChannelsSchema);
    expect(customers.points.at(-1)).toMatchObject({ store: 1, online: 0 });
    const recent = await read(empty, user, 'recent-orders?limit=1', recentOrdersSchema);
    expect(recent.items[0]).toMatchObject({ channel: 'store', total: 110 });
  });
});

describe('demo traffic', () => {
  it('is deterministic, and every dimension adds up to the day totals', () => {
    const at = new Date('2026-06-17T12:00:00Z');
    const a = demoTraffic(at, 60, 1000);
    expect(demoTraffic(at, 60, 1000)).toEqual(a);
    expect(a.visits.day).toHaveLength(60);
    expect(a.visits.day.at(-1)).toBe('2026-06-17');
    // Today is half over: about half a day's sessions.
    expect(a.visits.sessions.at(-1)).toBeLessThan((a.visits.sessions.at(-2) ?? 0) * 0.75);
    for (const [i, day] of a.visits.day.entries()) {
      const sum = (dimension: string, field: 'sessions' | 'pageViews') =>
        a.traffic.day.reduce(
          (s, d, j) =>
            d === day && a.traffic.dimension[j] === dimension ? s + (a.traffic[field][j] ?? 0) : s,
          0,
        );
      for (const dimension of ['country', 'device', 'page']) {
        expect(sum(dimension, 'sessions')).toBe(a.visits.sessions[i]);
        expect(sum(dimension, 'pageViews')).toBe(a.visits.pageViews[i]);
      }
      expect(sum('source', 'sessions')).toBeLessThan(a.visits.sessions[i] ?? 0);
    }
    expect(allocate(10, [1, 1, 1])).toEqual([4, 3, 3]);
    expect(allocate(0, [1, 2])).toEqual([0, 0]);
  });
});
