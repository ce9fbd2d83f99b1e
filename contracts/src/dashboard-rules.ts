/**
 * Dashboard constants without zod, so the web app can import them by value without pulling zod in.
 *
 * Shared definitions (the server computes them, the web app labels them; all times are UTC and weeks start on
 * Monday):
 * - A period (`week`, `month`, `year`) is "this week / month / year so far": from the start of the current
 *   week/month/year to now. Its comparison period is the same span one year earlier.
 * - An interval (`day`, `week`, `month`) is the bucket size of a time series: the last 30 days, the last 12 weeks
 *   or the last 12 months, the current bucket included, oldest first, every bucket present (zeros when empty).
 * - Revenue is the sum of order totals whose payment has not expired; Sales the number of those orders; Costs
 *   the sum of each line's quantity × its unit cost recorded when the order was placed; Profit = Revenue − Costs.
 * - Change is (current − previous) / previous × 100 rounded to one decimal, or null when previous is 0.
 * - Conversion rate is orders / sessions × 100 in the period, rounded to two decimals; 0 when there were no sessions.
 */
export const PERIODS = ['week', 'month', 'year'] as const;
export type Period = (typeof PERIODS)[number];

export const INTERVALS = ['day', 'week', 'month'] as const;
export type Interval = (typeof INTERVALS)[number];

export const DEVICES = ['desktop', 'tablet', 'mobile'] as const;
export type Device = (typeof DEVICES)[number];

/** Where an outside visit came from; internal navigation and direct visits have no source. */
export const REFERRAL_SOURCES = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'youtube',
  'dribbble',
  'search',
  'other',
] as const;
export type ReferralSource = (typeof REFERRAL_SOURCES)[number];
/** The social networks the Analytic dashboard lists. */
export const SOCIAL_NETWORKS = [
  'facebook',
  'twitter',
  'instagram',
  'linkedin',
  'youtube',
  'dribbble',
] as const;

export const TRAFFIC_DIMENSIONS = ['country', 'device', 'page', 'source'] as const;
export type TrafficDimension = (typeof TRAFFIC_DIMENSIONS)[number];

export const SALES_CHANNELS = ['store', 'online'] as const;
export type SalesChannel = (typeof SALES_CHANNELS)[number];

/** Latest Transactions status tags, from the order's payment status. */
export const TRANSACTION_STATUSES = ['approved', 'pending', 'rejected'] as const;
export type TransactionStatus = (typeof TRANSACTION_STATUSES)[number];

export const PAGE_VIEW_LIMITS = { batch: 50, path: 300 } as const;
export const MONTHLY_TARGET_MAX = 1_000_000_000;
