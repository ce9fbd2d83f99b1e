import { TARGET_KEY } from '../modules/dashboards/service.ts';
import type { Database } from './client.ts';
import { seededRandom } from './seed-random.ts';

// Deterministic demo traffic: 18 months of sessions, visitors and page views written straight into the traffic
// rollups (no raw page views), by day × country, device, landing page and referral source, with weekly and
// yearly seasonality and growth; and active-member history for the demo members. The same numbers on every
// machine for a given seed day. Session volume follows the shop's recent order rate (about 2.8 % conversion).

const DAY_MS = 86_400_000;

const COUNTRIES: [string, number][] = [
  ['US', 26],
  ['IN', 10],
  ['GB', 8],
  ['DE', 7],
  ['CN', 7],
  ['FR', 6],
  ['JP', 5],
  ['BR', 5],
  ['CA', 4],
  ['AU', 3],
  ['ES', 3],
  ['IT', 3],
  ['NL', 2],
  ['KR', 2],
  ['MX', 2],
  ['SE', 1.5],
  ['PL', 1.5],
  ['NG', 1.5],
  ['ZA', 1],
  ['SG', 1],
];
const PAGES: [string, number][] = [
  ['/app/dashboards/default', 30],
  ['/app/apps/ecommerce/product-list', 12],
  ['/app/apps/ecommerce/orders', 11],
  ['/app/dashboards/sales', 9],
  ['/app/dashboards/analytic', 8],
  ['/app/pages/user-list', 6],
  ['/app/pages/profile', 5],
  ['/app/apps/ecommerce/add-product', 3],
  ['/app/pages/setting', 3],
  ['/app/pages/invoice', 3],
  ['/app/pages/notifications', 3],
  ['/app/docs/documentation', 2],
  ['/app/components/charts/apex-charts', 2],
  ['/app/components/charts/chartjs', 1.5],
  ['/app/components/maps/simple-map', 1.5],
];
/** Share of all sessions (percent) per referral source; the rest are direct or internal visits. */
const SOURCES: [string, number][] = [
  ['search', 28],
  ['facebook', 9],
  ['instagram', 7],
  ['twitter', 5],
  ['linkedin', 5],
  ['youtube', 4],
  ['other', 4],
  ['dribbble', 2],
];
/** Monday first. */
const WEEKDAY = [1.08, 1.12, 1.1, 1.05, 0.96, 0.76, 0.7];
/** Pages per session relative to the average, by device. */
const DEVICE_DEPTH = { desktop: 1.15, tablet: 1, mobile: 0.82 };

/** Splits `total` in proportion to `weights` into integers that add up to it (largest remainders). */
export function allocate(total: number, weights: number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (total <= 0 || sum <= 0) return weights.map(() => 0);
  const exact = weights.map((w) => (total * w) / sum);
  const parts = exact.map(Math.floor);
  let left = total - parts.reduce((a, b) => a + b, 0);
  const order = exact
    .map((x, i) => [x - Math.floor(x), i] as const)
    .sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left-- <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
  }
  return parts;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

type Rollups = {
  visits: { day: string[]; visitors: number[]; sessions: number[]; pageViews: number[] };
  traffic: { dimension: string[]; day: string[]; key: string[]; sessions: number[]; pageViews: number[] };
};

/** The traffic of `days` days ending with the day of `now` (that day only up to `now`), `base` sessions a day. */
export function demoTraffic(now: Date, days: number, base: number): Rollups {
  const out: Rollups = {
    visits: { day: [], visitors: [], sessions: [], pageViews: [] },
    traffic: { dimension: [], day: [], key: [], sessions: [], pageViews: [] },
  };
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const push = (dimension: string, day: string, keys: string[], sessions: number[], views: number[]) => {
    keys.forEach((key, i) => {
      if (!sessions[i] && !views[i]) return;
      out.traffic.dimension.push(dimension);
      out.traffic.day.push(day);
      out.traffic.key.push(key);
      out.traffic.sessions.push(sessions[i] ?? 0);
      out.traffic.pageViews.push(views[i] ?? 0);
    });
  };
  for (let t = 0; t < days; t++) {
    const ms = today - (days - 1 - t) * DAY_MS;
    const date = new Date(ms);
    const day = isoDay(ms);
    // Seeded by the calendar day, so a day's numbers do not depend on when the seed ran (only its scale does).
    const next = seededRandom(Math.floor(ms / DAY_MS) * 2654435761);
    const growth = 0.7 + (0.3 * t) / Math.max(1, days - 1);
    const weekday = WEEKDAY[(date.getUTCDay() + 6) % 7] ?? 1;
    const dayOfYear = (ms - Date.UTC(date.getUTCFullYear(), 0, 1)) / DAY_MS;
    const season = 1 + 0.1 * Math.cos((2 * Math.PI * (dayOfYear - 350)) / 365);
    const elapsed = t === days - 1 ? (now.getTime() - today) / DAY_MS : 1;
    const sessions = Math.round(base * growth * weekday * season * (0.92 + 0.16 * next()) * elapsed);
    const visitors = Math.round(sessions * (0.72 + 0.08 * next()));
    const pageViews = Math.round(sessions * (2.6 + 0.8 * next()));
    out.visits.day.push(day);
    out.visits.visitors.push(visitors);
    out.visits.sessions.push(sessions);
    out.visits.pageViews.push(pageViews);

    const jitter = (weights: [string, number][]) => weights.map(([, w]) => w * (0.85 + 0.3 * next()));
    const keys = (weights: [string, number][]) => weights.map(([k]) => k);

    const countrySessions = allocate(sessions, jitter(COUNTRIES));
    push('country', day, keys(COUNTRIES), countrySessions, allocate(pageViews, countrySessions));

    const mobile = 34 + (8 * t) / Math.max(1, days - 1);
    const devices: [keyof typeof DEVICE_DEPTH, number][] = [
      ['desktop', 90 - mobile],
      ['mobile', mobile],
      ['tablet', 10],
    ];
    const deviceSessions = allocate(sessions, jitter(devices));
    const deviceViews = allocate(
      pageViews,
      deviceSessions.map((s, i) => s * DEVICE_DEPTH[devices[i]?.[0] ?? 'tablet']),
    );
    push('device', day, keys(devices), deviceSessions, deviceViews);

    push('page', day, keys(PAGES), allocate(sessions, jitter(PAGES)), allocate(pageViews, jitter(PAGES)));

    const referred = Math.round((sessions * SOURCES.reduce((a, [, w]) => a + w, 0)) / 100);
    const sourceSessions = allocate(referred, jitter(SOURCES));
    const sourceViews = allocate(Math.round((pageViews * referred) / Math.max(1, sessions)), sourceSessions);
    push('source', day, keys(SOURCES), sourceSessions, sourceViews);
  }
  return out;
}

/** Writes the demo traffic unless there is traffic already; true when it did. */
export async function seedTraffic(database: Database, { now = new Date(), days = 548 } = {}) {
  if ((await database.query('SELECT 1 FROM visits_daily LIMIT 1')).length) return false;
  const [{ n: recentOrders } = { n: 0 }] = await database.query<{ n: number }>(
    "SELECT count(*)::int AS n FROM orders WHERE created_at > $1::timestamptz - interval '90 days' AND created_at <= $1::timestamptz",
    [now.toISOString()],
  );
  const base = Math.max(600, Math.round(recentOrders / 90 / 0.028));
  const { visits, traffic } = demoTraffic(now, days, base);
  await database.query(
    `INSERT INTO visits_daily (day, visitors, sessions, page_views)
     SELECT * FROM unnest($1::date[], $2::int[], $3::int[], $4::int[])`,
    [visits.day, visits.visitors, visits.sessions, visits.pageViews],
  );
  const chunk = 5000;
  for (let i = 0; i < traffic.day.length; i += chunk) {
    const part = (a: unknown[]) => a.slice(i, i + chunk);
    await database.query(
      `INSERT INTO traffic_daily (dimension, day, key, sessions, page_views)
       SELECT * FROM unnest($1::text[], $2::date[], $3::text[], $4::int[], $5::int[])`,
      [
        part(traffic.dimension),
        part(traffic.day),
        part(traffic.key),
        part(traffic.sessions),
        part(traffic.pageViews),
      ],
    );
  }
  await database.exec('SELECT analytics_rebuild_traffic_monthly()');
  await database.exec('ANALYZE visits_daily, traffic_daily, traffic_monthly');
  return true;
}

/**
 * Active days for every active demo member from the day they joined (at most `days` days back): about half
 * of the weekdays and one weekend day in eight. Idempotent; the daily counts are rebuilt from the rows.
 */
export async function seedMemberActivity(database: Database, { now = new Date(), days = 548 } = {}) {
  const today = isoDay(now.getTime());
  await database.exec(`
    BEGIN;
    SET LOCAL atrium.bulk_load = 'on';
    INSERT INTO member_active_days (uid, day)
    SELECT m.uid, d.day
    FROM (
      SELECT uid, greatest(analytics_day(created_at), '${today}'::date - ${days - 1}) AS since,
             row_number() OVER (ORDER BY uid) AS n
      FROM members WHERE demo AND status = 'active'
    ) m
    CROSS JOIN LATERAL (
      SELECT m.since + k AS day FROM generate_series(0, '${today}'::date - m.since) AS k
    ) d
    WHERE ((m.n * 7919 + (d.day - DATE '2000-01-01') * 104729 + m.n * (d.day - DATE '2000-01-01') * 31) % 100)
          < CASE WHEN extract(isodow FROM d.day) >= 6 THEN 12 ELSE 40 + (m.n % 4) * 8 END
    ON CONFLICT DO NOTHING;
    COMMIT;
  `);
  await database.exec('SELECT analytics_rebuild_active_members()');
  await database.exec('ANALYZE member_active_days, active_members_daily');
}

/** Demo traffic (when there is none yet) and demo members' activity; false when `onlyIfEmpty` found traffic. */
export async function seedAnalytics(
  database: Database,
  { now = new Date(), days = 548, onlyIfEmpty = false } = {},
) {
  const traffic = await seedTraffic(database, { now, days });
  if (!traffic && onlyIfEmpty) return false;
  await seedMemberActivity(database, { now, days });
  // A demo target, so the Monthly Target ring means something on a fresh install (an admin changes it).
  await database.query(
    `INSERT INTO app_settings (key, value, updated_by) VALUES ($1, '150000'::jsonb, 'seed') ON CONFLICT (key) DO NOTHING`,
    [TARGET_KEY],
  );
  return true;
}
