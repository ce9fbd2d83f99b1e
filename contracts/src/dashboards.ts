import { z } from 'zod';
import { moneySchema, queryInt } from './api.ts';
import { CATEGORIES } from './catalog-rules.ts';
import {
  DEVICES,
  INTERVALS,
  MONTHLY_TARGET_MAX,
  PAGE_VIEW_LIMITS,
  PERIODS,
  REFERRAL_SOURCES,
  TRAFFIC_DIMENSIONS,
  TRANSACTION_STATUSES,
} from './dashboard-rules.ts';
import { orderSchema } from './ecommerce.ts';

export * from './dashboard-rules.ts';

// ── Recording page views ───────────────────────────────────────────────────────────────────────────────────────

/** One route change the web app saw. Visitor id lives in localStorage, session id in sessionStorage. */
export const pageViewSchema = z
  .object({
    path: z.string().startsWith('/').max(PAGE_VIEW_LIMITS.path),
    at: z.iso.datetime(),
    device: z.enum(DEVICES),
    /** ISO 3166-1 alpha-2 from the browser's locale region; null when the locale names none. */
    country: z
      .string()
      .regex(/^[A-Z]{2}$/)
      .nullable(),
    /** Set only on the first view of a visit that came from outside. */
    source: z.enum(REFERRAL_SOURCES).nullable(),
    visitorId: z.string().min(8).max(64),
    sessionId: z.string().min(8).max(64),
  })
  .strict();
export type PageView = z.infer<typeof pageViewSchema>;

/** POST /api/page-views → 204. */
export const pageViewBatchSchema = z
  .object({ views: z.array(pageViewSchema).min(1).max(PAGE_VIEW_LIMITS.batch) })
  .strict();
export type PageViewBatch = z.infer<typeof pageViewBatchSchema>;

// ── Query parameters ───────────────────────────────────────────────────────────────────────────────────────────

export const periodQuerySchema = z.object({ period: z.enum(PERIODS).default('year') });
export type PeriodQuery = z.input<typeof periodQuerySchema>;
export const intervalQuerySchema = z.object({ interval: z.enum(INTERVALS).default('month') });
export type IntervalQuery = z.input<typeof intervalQuerySchema>;
export const limitQuerySchema = z.object({ limit: queryInt(1, 20).default(5) });
export const trafficQuerySchema = z.object({
  dimension: z.enum(TRAFFIC_DIMENSIONS),
  period: z.enum(PERIODS).default('year'),
  limit: queryInt(1, 250).default(10),
});
/** As the web sends it (numbers are written into the query string). */
export type TrafficQuery = Pick<z.output<typeof trafficQuerySchema>, 'dimension'> &
  Partial<z.output<typeof trafficQuerySchema>>;

// ── Shared shapes ──────────────────────────────────────────────────────────────────────────────────────────────

/** A figure for the period, the same figure for the comparison period, and the change in percent. */
export const figureSchema = z.object({
  value: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
});
export type Figure = z.infer<typeof figureSchema>;

/** One bucket of a time series; `start` is the bucket's first day, YYYY-MM-DD. */
const bucket = <T extends z.ZodRawShape>(shape: T) => z.object({ start: z.string(), ...shape });

// ── Default dashboard ─────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/dashboards/summary?period= */
export const salesSummarySchema = z.object({
  period: z.enum(PERIODS),
  revenue: figureSchema,
  sales: figureSchema,
  costs: figureSchema,
});
export type SalesSummary = z.infer<typeof salesSummarySchema>;

/** GET /api/dashboards/visitors?interval= */
export const visitorSeriesSchema = z.object({
  interval: z.enum(INTERVALS),
  points: z.array(
    bucket({ visitors: z.number().int(), sessions: z.number().int(), pageViews: z.number().int() }),
  ),
});
export type VisitorSeries = z.infer<typeof visitorSeriesSchema>;

/** GET /api/dashboards/target: this month's revenue against the target an admin set (0 = none set). */
export const monthlyTargetSchema = z.object({
  month: z.string(),
  target: z.number(),
  actual: z.number(),
  /** actual / target × 100, one decimal; 0 when no target is set. */
  percent: z.number(),
});
export type MonthlyTarget = z.infer<typeof monthlyTargetSchema>;

/** PUT /api/dashboards/target (admins) */
export const monthlyTargetInputSchema = z
  .object({
    target: moneySchema(MONTHLY_TARGET_MAX),
  })
  .strict();
export type MonthlyTargetInput = z.input<typeof monthlyTargetInputSchema>;

/** GET /api/dashboards/active-members: members with at least one page view, per day over the last 30 days. */
export const activeMembersSchema = z.object({
  /** Distinct members active in the last 30 days. */
  total: z.number().int(),
  change: z.number().nullable(),
  points: z.array(bucket({ members: z.number().int() })),
});
export type ActiveMembers = z.infer<typeof activeMembersSchema>;

/** GET /api/dashboards/new-members?limit= */
export const newMembersSchema = z.object({
  items: z.array(
    z.object({
      uid: z.string(),
      displayName: z.string(),
      email: z.string(),
      title: z.string(),
      avatarUrl: z.string().nullable(),
      joinedAt: z.string(),
    }),
  ),
});
export type NewMembers = z.infer<typeof newMembersSchema>;

/** GET /api/dashboards/transactions?limit= — the newest orders as payments. */
export const transactionsSchema = z.object({
  items: z.array(
    z.object({
      orderId: z.string(),
      customer: z.string(),
      date: z.string(),
      amount: z.number(),
      status: z.enum(TRANSACTION_STATUSES),
    }),
  ),
});
export type Transactions = z.infer<typeof transactionsSchema>;

// ── Analytic dashboard ────────────────────────────────────────────────────────────────────────────────────────

/**
 * GET /api/dashboards/traffic?dimension=&period=&limit= — sessions by country, device, page or referral source,
 * most first. `series` has the sessions per day of the last 14 days (for sparklines).
 */
export const trafficSchema = z.object({
  dimension: z.enum(TRAFFIC_DIMENSIONS),
  period: z.enum(PERIODS),
  totalSessions: z.number().int(),
  rows: z.array(
    z.object({
      key: z.string(),
      sessions: z.number().int(),
      pageViews: z.number().int(),
      /** Share of the period's sessions, one decimal. */
      percent: z.number(),
      series: z.array(z.number().int()),
    }),
  ),
});
export type Traffic = z.infer<typeof trafficSchema>;

// ── Sales dashboard ───────────────────────────────────────────────────────────────────────────────────────────

/** GET /api/dashboards/weekly-revenue: this week by day (Monday first, 7 entries) against last week. */
export const weeklyRevenueSchema = z.object({
  total: z.number(),
  previous: z.number(),
  change: z.number().nullable(),
  days: z.array(bucket({ revenue: z.number() })),
});
export type WeeklyRevenue = z.infer<typeof weeklyRevenueSchema>;

/** GET /api/dashboards/sales-figures?period= */
export const salesFiguresSchema = z.object({
  period: z.enum(PERIODS),
  totalOrders: figureSchema,
  profit: figureSchema,
  conversionRate: figureSchema,
  /** Average visitors per day in the period (rounded). */
  dailyVisitors: figureSchema,
});
export type SalesFigures = z.infer<typeof salesFiguresSchema>;

/** GET /api/dashboards/top-products?period=&limit= — by units sold. */
export const topProductsSchema = z.object({
  period: z.enum(PERIODS),
  items: z.array(
    z.object({
      productId: z.string().nullable(),
      name: z.string(),
      category: z.enum(CATEGORIES).nullable(),
      imageUrl: z.string().nullable(),
      units: z.number().int(),
      revenue: z.number(),
    }),
  ),
});
export type TopProducts = z.infer<typeof topProductsSchema>;

/** GET /api/dashboards/sales-by-category?period= — every category, most revenue first. */
export const salesByCategorySchema = z.object({
  period: z.enum(PERIODS),
  total: z.number(),
  items: z.array(
    z.object({
      category: z.enum(CATEGORIES),
      revenue: z.number(),
      units: z.number().int(),
      percent: z.number(),
    }),
  ),
});
export type SalesByCategory = z.infer<typeof salesByCategorySchema>;

/** GET /api/dashboards/customers?interval= — orders per bucket from the store and online. */
export const customerChannelsSchema = z.object({
  interval: z.enum(INTERVALS),
  points: z.array(bucket({ store: z.number().int(), online: z.number().int() })),
});
export type CustomerChannels = z.infer<typeof customerChannelsSchema>;

/** GET /api/dashboards/recent-orders?limit= */
export const recentOrdersSchema = z.object({ items: z.array(orderSchema) });
export type RecentOrders = z.infer<typeof recentOrdersSchema>;
