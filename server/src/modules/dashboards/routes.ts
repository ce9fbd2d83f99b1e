import {
  activeMembersSchema,
  customerChannelsSchema,
  intervalQuerySchema,
  limitQuerySchema,
  monthlyTargetInputSchema,
  monthlyTargetSchema,
  newMembersSchema,
  periodQuerySchema,
  recentOrdersSchema,
  salesByCategorySchema,
  salesFiguresSchema,
  salesSummarySchema,
  topProductsSchema,
  trafficQuerySchema,
  trafficSchema,
  transactionsSchema,
  visitorSeriesSchema,
  weeklyRevenueSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { forbidden, parse } from '../../http/errors.ts';
import { describeOperation } from '../../http/openapi.ts';
import type { DashboardsService } from './service.ts';

const topProductsQuerySchema = periodQuerySchema.extend(limitQuerySchema.shape);

/** The shop's dashboards: shared by every member, computed from the rollup tables. */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboards }: { dashboards: DashboardsService },
) {
  const get = <Q>(
    path: string,
    summary: string,
    query: ZodType<Q> | null,
    response: ZodType,
    handler: (query: Q) => Promise<unknown>,
  ) => {
    describeOperation({
      method: 'get',
      path: `/api/dashboards/${path}`,
      summary,
      tag: 'dashboards',
      ...(query ? { query } : {}),
      response,
    });
    app.get(`/dashboards/${path}`, async (request) =>
      handler(query ? parse(query, request.query ?? {}) : (undefined as Q)),
    );
  };

  get(
    'summary',
    'Revenue, sales and costs of the period against a year earlier',
    periodQuerySchema,
    salesSummarySchema,
    (q) => dashboards.summary(q.period),
  );
  get(
    'visitors',
    'Visitors, sessions and page views per day, week or month',
    intervalQuerySchema,
    visitorSeriesSchema,
    (q) => dashboards.visitors(q.interval),
  );
  get('target', "This month's revenue against the monthly target", null, monthlyTargetSchema, () =>
    dashboards.target(),
  );
  get(
    'active-members',
    'Members with a page view, per day over the last 30 days',
    null,
    activeMembersSchema,
    () => dashboards.activeMembers(),
  );
  get('new-members', 'The members who joined last', limitQuerySchema, newMembersSchema, (q) =>
    dashboards.newMembers(q.limit),
  );
  get('transactions', 'The newest orders as payments', limitQuerySchema, transactionsSchema, (q) =>
    dashboards.transactions(q.limit),
  );
  get(
    'traffic',
    'Sessions by country, device, page or referral source',
    trafficQuerySchema,
    trafficSchema,
    (q) => dashboards.traffic(q),
  );
  get('weekly-revenue', 'This week by day against last week', null, weeklyRevenueSchema, () =>
    dashboards.weeklyRevenue(),
  );
  get(
    'sales-figures',
    'Orders, profit, conversion rate and daily visitors of the period',
    periodQuerySchema,
    salesFiguresSchema,
    (q) => dashboards.salesFigures(q.period),
  );
  get(
    'top-products',
    'Products by units sold in the period',
    topProductsQuerySchema,
    topProductsSchema,
    (q) => dashboards.topProducts(q.period, q.limit),
  );
  get(
    'sales-by-category',
    'Line revenue and units per category in the period',
    periodQuerySchema,
    salesByCategorySchema,
    (q) => dashboards.salesByCategory(q.period),
  );
  get(
    'customers',
    'Orders per bucket from the store and online',
    intervalQuerySchema,
    customerChannelsSchema,
    (q) => dashboards.customers(q.interval),
  );
  get('recent-orders', 'The newest orders', limitQuerySchema, recentOrdersSchema, (q) =>
    dashboards.recentOrders(q.limit),
  );

  describeOperation({
    method: 'put',
    path: '/api/dashboards/target',
    summary: 'Set the monthly revenue target (administrators)',
    tag: 'dashboards',
    body: monthlyTargetInputSchema,
    response: monthlyTargetSchema,
  });
  app.put('/dashboards/target', async (request) => {
    if (request.member.role !== 'admin') throw forbidden('Only administrators can do this.');
    const { target } = parse(monthlyTargetInputSchema, request.body ?? {});
    return dashboards.setTarget(target, request.member.uid);
  });
}
