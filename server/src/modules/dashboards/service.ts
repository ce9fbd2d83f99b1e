import {
  type ActiveMembers,
  CATEGORIES,
  type Category,
  type CustomerChannels,
  type Figure,
  type Interval,
  type MonthlyTarget,
  type NewMembers,
  type Period,
  type RecentOrders,
  type SalesByCategory,
  type SalesFigures,
  type SalesSummary,
  type TopProducts,
  type Traffic,
  type TrafficDimension,
  type Transactions,
  type VisitorSeries,
  type WeeklyRevenue,
} from '@atrium/contracts';
import type { Actor } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';
import type { AuditService } from '../audit/service.ts';
import { avatarUrlOf } from '../members/service.ts';
import { ORDER_SELECT, toOrder } from '../orders/service.ts';
import { productImageUrl } from '../products/service.ts';

// The dashboards read the rollup tables of 0004_analytics.sql (a few hundred rows for a year), never the raw
// orders or page views, except the orders of the last, partial day of a period (one index range). Definitions
// are in contracts/src/dashboard-rules.ts; all days are UTC days and weeks start on Monday.

const DAY_MS = 86_400_000;
export const TARGET_KEY = 'monthly_revenue_target';

// ── Calendar (UTC) ───────────────────────────────────────────────────────────────────────────────────────────

/** YYYY-MM-DD of the UTC day holding `date`. */
export const dayOf = (date: Date) => date.toISOString().slice(0, 10);
const msOf = (day: string) => Date.parse(`${day}T00:00:00Z`);
export const addDays = (day: string, n: number) => dayOf(new Date(msOf(day) + n * DAY_MS));
const daysBetween = (from: string, to: string) => Math.round((msOf(to) - msOf(from)) / DAY_MS);
const mondayOf = (day: string) => addDays(day, -((new Date(msOf(day)).getUTCDay() + 6) % 7));
const addMonths = (day: string, n: number) => {
  const d = new Date(msOf(day));
  return dayOf(new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + n, 1)));
};

/** The first day of the current week, month or year. */
export function periodStart(period: Period, now: Date): string {
  const today = dayOf(now);
  if (period === 'week') return mondayOf(today);
  if (period === 'month') return `${today.slice(0, 7)}-01`;
  return `${today.slice(0, 4)}-01-01`;
}

/** The same instant one year earlier; 29 February becomes 28 February. */
export function yearEarlier(date: Date): Date {
  const y = date.getUTCFullYear() - 1;
  const m = date.getUTCMonth();
  const lastDay = new Date(Date.UTC(y, m + 1, 0)).getUTCDate();
  const time = date.getTime() - Date.UTC(date.getUTCFullYear(), m, date.getUTCDate());
  return new Date(Date.UTC(y, m, Math.min(date.getUTCDate(), lastDay)) + time);
}

/** The first days of the buckets of a series: 30 days, 12 weeks or 12 months, oldest first, current included. */
export function bucketStarts(interval: Interval, now: Date): string[] {
  const today = dayOf(now);
  if (interval === 'day') return Array.from({ length: 30 }, (_, i) => addDays(today, i - 29));
  if (interval === 'week') {
    const monday = mondayOf(today);
    return Array.from({ length: 12 }, (_, i) => addDays(monday, (i - 11) * 7));
  }
  const first = `${today.slice(0, 7)}-01`;
  return Array.from({ length: 12 }, (_, i) => addMonths(first, i - 11));
}

// ── Numbers ──────────────────────────────────────────────────────────────────────────────────────────────────

/** A numeric from the database (text, exact) in cents. */
const cents = (value: string | number | null | undefined) => Math.round(Number(value ?? 0) * 100);

/** (current − previous) / previous × 100, one decimal; null when previous is 0. Integers in, one rounding. */
export function changeOf(current: number, previous: number): number | null {
  if (previous === 0) return null;
  return Math.round(((current - previous) * 1000) / previous) / 10 || 0;
}

/** part / whole × 100, one decimal; 0 when whole is 0. */
const percentOf = (part: number, whole: number) => (whole ? Math.round((part * 1000) / whole) / 10 : 0);

/** A figure from integer units (cents, hundredths, counts) and the units per reported value. */
const figure = (current: number, previous: number, scale = 1): Figure => ({
  value: current / scale,
  previous: previous / scale,
  change: changeOf(current, previous),
});

type SalesTotals = { orders: number; revenue: number; costs: number };

export function dashboardsService(
  database: Database,
  { audit, now = () => new Date() }: { audit: AuditService; now?: () => Date },
) {
  /**
   * Orders that count (payment not expired) from the start of `fromDay` to `to`: whole days and then whole hours
   * from the rollups, the orders of the hour holding `to` themselves, up to `to`. Revenue and costs in cents.
   */
  async function sales(fromDay: string, to: Date): Promise<SalesTotals> {
    const toDay = dayOf(to);
    const hour = `${to.toISOString().slice(0, 13)}:00:00`;
    const [row] = await database.query<{ orders: number; revenue: string; costs: string }>(
      `SELECT coalesce(sum(orders), 0)::float8 AS orders, coalesce(sum(revenue), 0)::text AS revenue,
              coalesce(sum(costs), 0)::text AS costs
       FROM (
         SELECT orders, revenue, costs FROM sales_daily WHERE day >= $1::date AND day < $2::date
         UNION ALL
         SELECT orders, revenue, costs FROM sales_hourly WHERE hour >= $2::date AND hour < $3::timestamp
         UNION ALL
         SELECT 1, total, cost FROM orders
         WHERE created_at >= $4::timestamptz AND created_at <= $5::timestamptz AND payment_status <> 'expired'
       ) s`,
      [fromDay, toDay, hour, `${hour}Z`, to.toISOString()],
    );
    return { orders: row?.orders ?? 0, revenue: cents(row?.revenue), costs: cents(row?.costs) };
  }

  /** Sessions and visitors of the whole days from `fromDay` to `toDay`. */
  async function visits(fromDay: string, toDay: string) {
    const [row] = await database.query<{ sessions: number; visitors: number }>(
      `SELECT coalesce(sum(sessions), 0)::float8 AS sessions, coalesce(sum(visitors), 0)::float8 AS visitors
       FROM visits_daily WHERE day >= $1::date AND day <= $2::date`,
      [fromDay, toDay],
    );
    return { sessions: row?.sessions ?? 0, visitors: row?.visitors ?? 0 };
  }

  /** The period so far and the same span one year earlier. */
  function spans(period: Period) {
    const at = now();
    const start = periodStart(period, at);
    const previousTo = yearEarlier(at);
    const previousStart = dayOf(yearEarlier(new Date(msOf(start))));
    return { at, start, today: dayOf(at), previousStart, previousTo };
  }

  /** Rows of a daily rollup summed per bucket of the interval, every bucket present. */
  async function series<T extends Record<string, number>>(
    interval: Interval,
    select: string,
    table: string,
    zero: T,
  ): Promise<(T & { start: string })[]> {
    const at = now();
    const starts = bucketStarts(interval, at);
    const rows = await database.query<T & { start: string }>(
      `SELECT date_trunc($1, day::timestamp)::date::text AS start, ${select}
       FROM ${table} WHERE day >= $2::date AND day <= $3::date GROUP BY 1`,
      [interval, starts[0], dayOf(at)],
    );
    const byStart = new Map(rows.map((r) => [r.start, r]));
    return starts.map((start) => ({ start, ...zero, ...byStart.get(start) }));
  }

  return {
    async summary(period: Period): Promise<SalesSummary> {
      const s = spans(period);
      const [current, previous] = await Promise.all([
        sales(s.start, s.at),
        sales(s.previousStart, s.previousTo),
      ]);
      return {
        period,
        revenue: figure(current.revenue, previous.revenue, 100),
        sales: figure(current.orders, previous.orders),
        costs: figure(current.costs, previous.costs, 100),
      };
    },

    async visitors(interval: Interval): Promise<VisitorSeries> {
      const points = await series(
        interval,
        'sum(visitors)::float8 AS visitors, sum(sessions)::float8 AS sessions, sum(page_views)::float8 AS "pageViews"',
        'visits_daily',
        { visitors: 0, sessions: 0, pageViews: 0 },
      );
      return { interval, points };
    },

    async target(): Promise<MonthlyTarget> {
      const at = now();
      const month = dayOf(at).slice(0, 7);
      const [[row], current] = await Promise.all([
        database.query<{ value: unknown }>('SELECT value FROM app_settings WHERE key = $1', [TARGET_KEY]),
        sales(`${month}-01`, at),
      ]);
      const target = cents(Number(row?.value ?? 0));
      return {
        month,
        target: target / 100,
        actual: current.revenue / 100,
        percent: percentOf(current.revenue, target),
      };
    },

    async setTarget(target: number, actor: Actor): Promise<MonthlyTarget> {
      await database.transaction(async (query) => {
        const [before] = await query<{ value: unknown }>(
          'SELECT value FROM app_settings WHERE key = $1 FOR UPDATE',
          [TARGET_KEY],
        );
        const value = cents(target) / 100;
        await query(
          `INSERT INTO app_settings (key, value, updated_at, updated_by) VALUES ($1, $2::jsonb, now(), $3)
           ON CONFLICT (key) DO UPDATE SET value = excluded.value, updated_at = now(), updated_by = excluded.updated_by`,
          [TARGET_KEY, JSON.stringify(value), actor.uid],
        );
        await audit.record(query, actor, {
          action: 'dashboard.target',
          target: { type: 'setting', id: TARGET_KEY, label: 'Monthly target' },
          changes: { target: { from: before ? Number(before.value) : null, to: value } },
        });
      });
      return this.target();
    },

    async activeMembers(): Promise<ActiveMembers> {
      const today = dayOf(now());
      const first = addDays(today, -29);
      const rows = await database.query<{ day: string; members: number; members_30d: number }>(
        `SELECT day::text, members, members_30d FROM active_members_daily
         WHERE (day >= $1::date AND day <= $2::date) OR day = $3::date`,
        [first, today, addDays(today, -30)],
      );
      const byDay = new Map(rows.map((r) => [r.day, r]));
      const total = byDay.get(today)?.members_30d ?? 0;
      const previous = byDay.get(addDays(today, -30))?.members_30d ?? 0;
      return {
        total,
        change: changeOf(total, previous),
        points: Array.from({ length: 30 }, (_, i) => {
          const start = addDays(first, i);
          return { start, members: byDay.get(start)?.members ?? 0 };
        }),
      };
    },

    /** The newest members; hidden e-mails are blanked unless `allEmails` (administrators). */
    async newMembers(limit: number, allEmails: boolean): Promise<NewMembers> {
      const rows = await database.query<{
        uid: string;
        display_name: string;
        email: string | null;
        title: string | null;
        avatar_type: string | null;
        avatar_version: number;
        created_at: string | Date;
      }>(
        `SELECT uid, display_name, CASE WHEN email_visible OR $2 THEN email END AS email, title, avatar_type,
                avatar_version, created_at
         FROM members ORDER BY created_at DESC, uid DESC LIMIT $1`,
        [limit, allEmails],
      );
      return {
        items: rows.map((r) => ({
          uid: r.uid,
          displayName: r.display_name,
          email: r.email ?? '',
          title: r.title ?? '',
          avatarUrl: avatarUrlOf({ uid: r.uid, avatarType: r.avatar_type, avatarVersion: r.avatar_version }),
          joinedAt: new Date(r.created_at).toISOString(),
        })),
      };
    },

    async transactions(limit: number): Promise<Transactions> {
      const rows = await database.query<{
        id: string;
        customer: string;
        created_at: string | Date;
        total: string;
        payment_status: string;
      }>(
        `SELECT o.id::text, c.name AS customer, o.created_at, o.total::text, o.payment_status
         FROM orders o JOIN customers c ON c.id = o.customer_id
         ORDER BY o.created_at DESC, o.id DESC LIMIT $1`,
        [limit],
      );
      const status = { paid: 'approved', pending: 'pending', expired: 'rejected' } as const;
      return {
        items: rows.map((r) => ({
          orderId: r.id,
          customer: r.customer,
          date: new Date(r.created_at).toISOString(),
          amount: cents(r.total) / 100,
          status: status[r.payment_status as keyof typeof status] ?? 'pending',
        })),
      };
    },

    async traffic(query: { dimension: TrafficDimension; period: Period; limit: number }): Promise<Traffic> {
      const { dimension, period, limit } = query;
      const s = spans(period);
      // A year takes its past months from the monthly rollup and the current month from the daily one.
      const split = period === 'year' ? `${s.today.slice(0, 7)}-01` : s.start;
      const [rows, total] = await Promise.all([
        database.query<{ key: string; sessions: number; page_views: number }>(
          `SELECT key, sum(sessions)::float8 AS sessions, sum(page_views)::float8 AS page_views
           FROM (
             SELECT key, sessions, page_views FROM traffic_monthly
             WHERE dimension = $1 AND month >= $2::date AND month < $3::date
             UNION ALL
             SELECT key, sessions, page_views FROM traffic_daily
             WHERE dimension = $1 AND day >= $3::date AND day <= $4::date
           ) t
           GROUP BY key ORDER BY 2 DESC, 3 DESC, key LIMIT $5`,
          [dimension, s.start, split, s.today, limit],
        ),
        visits(s.start, s.today),
      ]);
      const first = addDays(s.today, -13);
      const daily = rows.length
        ? await database.query<{ key: string; day: string; sessions: number }>(
            `SELECT key, day::text, sessions FROM traffic_daily
             WHERE dimension = $1 AND key = ANY($2::text[]) AND day >= $3::date AND day <= $4::date`,
            [dimension, rows.map((r) => r.key), first, s.today],
          )
        : [];
      const sparkline = new Map<string, number[]>(rows.map((r) => [r.key, Array(14).fill(0)]));
      for (const d of daily) {
        const line = sparkline.get(d.key);
        if (line) line[daysBetween(first, d.day)] = d.sessions;
      }
      return {
        dimension,
        period,
        totalSessions: total.sessions,
        rows: rows.map((r) => ({
          key: r.key,
          sessions: r.sessions,
          pageViews: r.page_views,
          percent: percentOf(r.sessions, total.sessions),
          series: sparkline.get(r.key) ?? [],
        })),
      };
    },

    async weeklyRevenue(): Promise<WeeklyRevenue> {
      const at = now();
      const monday = mondayOf(dayOf(at));
      const [rows, current, previous] = await Promise.all([
        database.query<{ day: string; revenue: string }>(
          `SELECT day::text, sum(revenue)::text AS revenue FROM sales_daily
           WHERE day >= $1::date AND day <= $2::date GROUP BY day`,
          [monday, dayOf(at)],
        ),
        sales(monday, at),
        sales(addDays(monday, -7), new Date(at.getTime() - 7 * DAY_MS)),
      ]);
      const byDay = new Map(rows.map((r) => [r.day, cents(r.revenue)]));
      return {
        total: current.revenue / 100,
        previous: previous.revenue / 100,
        change: changeOf(current.revenue, previous.revenue),
        days: Array.from({ length: 7 }, (_, i) => {
          const start = addDays(monday, i);
          return { start, revenue: (byDay.get(start) ?? 0) / 100 };
        }),
      };
    },

    async salesFigures(period: Period): Promise<SalesFigures> {
      const s = spans(period);
      const previousToDay = dayOf(s.previousTo);
      const [current, previous, currentVisits, previousVisits] = await Promise.all([
        sales(s.start, s.at),
        sales(s.previousStart, s.previousTo),
        visits(s.start, s.today),
        visits(s.previousStart, previousToDay),
      ]);
      // Conversion rates in hundredths of a percent, so their change is computed from the shown values.
      const rate = (orders: number, sessions: number) =>
        sessions ? Math.round((orders * 10_000) / sessions) : 0;
      return {
        period,
        totalOrders: figure(current.orders, previous.orders),
        profit: figure(current.revenue - current.costs, previous.revenue - previous.costs, 100),
        conversionRate: figure(
          rate(current.orders, currentVisits.sessions),
          rate(previous.orders, previousVisits.sessions),
          100,
        ),
        dailyVisitors: figure(
          Math.round(currentVisits.visitors / (daysBetween(s.start, s.today) + 1)),
          Math.round(previousVisits.visitors / (daysBetween(s.previousStart, previousToDay) + 1)),
        ),
      };
    },

    async topProducts(period: Period, limit: number): Promise<TopProducts> {
      const bucket = { week: 'w', month: 'm', year: 'y' }[period];
      const rows = await database.query<{
        product_id: string;
        name: string;
        category: Category;
        units: number;
        revenue: string;
        image_id: string | null;
      }>(
        `SELECT ps.product_id::text, p.name, p.category, ps.units, ps.revenue::text, img.id::text AS image_id
         FROM product_sales ps
         JOIN products p ON p.id = ps.product_id
         LEFT JOIN LATERAL (
           SELECT id FROM product_images WHERE product_id = p.id ORDER BY main DESC, position LIMIT 1
         ) img ON true
         WHERE ps.bucket = $1 AND ps.start = $2::date AND ps.units > 0
         ORDER BY ps.units DESC, ps.revenue DESC, ps.product_id LIMIT $3`,
        [bucket, periodStart(period, now()), limit],
      );
      return {
        period,
        items: rows.map((r) => ({
          productId: r.product_id,
          name: r.name,
          category: r.category,
          imageUrl: r.image_id ? productImageUrl(r.image_id) : null,
          units: r.units,
          revenue: cents(r.revenue) / 100,
        })),
      };
    },

    async salesByCategory(period: Period): Promise<SalesByCategory> {
      const s = spans(period);
      const rows = await database.query<{ category: Category; units: number; revenue: string }>(
        `SELECT category, sum(units)::float8 AS units, sum(revenue)::text AS revenue FROM category_sales_daily
         WHERE day >= $1::date AND day <= $2::date GROUP BY category`,
        [s.start, s.today],
      );
      const byCategory = new Map(rows.map((r) => [r.category, r]));
      const items = CATEGORIES.map((category) => ({
        category,
        units: byCategory.get(category)?.units ?? 0,
        revenue: cents(byCategory.get(category)?.revenue),
      }));
      const total = items.reduce((sum, i) => sum + i.revenue, 0);
      items.sort(
        (a, b) => b.revenue - a.revenue || CATEGORIES.indexOf(a.category) - CATEGORIES.indexOf(b.category),
      );
      return {
        period,
        total: total / 100,
        items: items.map((i) => ({
          category: i.category,
          revenue: i.revenue / 100,
          units: i.units,
          percent: percentOf(i.revenue, total),
        })),
      };
    },

    async customers(interval: Interval): Promise<CustomerChannels> {
      const points = await series(
        interval,
        `coalesce(sum(orders) FILTER (WHERE channel = 'store'), 0)::float8 AS store,
         coalesce(sum(orders) FILTER (WHERE channel = 'online'), 0)::float8 AS online`,
        'sales_daily',
        { store: 0, online: 0 },
      );
      return { interval, points };
    },

    async recentOrders(limit: number): Promise<RecentOrders> {
      const rows = await database.query<Parameters<typeof toOrder>[0]>(
        `${ORDER_SELECT} ORDER BY o.created_at DESC, o.id DESC LIMIT $1`,
        [limit],
      );
      return { items: rows.map(toOrder) };
    },
  };
}

export type DashboardsService = ReturnType<typeof dashboardsService>;
