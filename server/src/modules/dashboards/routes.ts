import {
  activeMembersSchema,
  can,
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
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { ZodType, z } from 'zod';
import { actorOf } from '../../auth/access.ts';
import { route } from '../../http/route-catalog.ts';
import type { DashboardsService } from './service.ts';

const topProductsQuerySchema = periodQuerySchema.extend(limitQuerySchema.shape);

/** The shop's dashboards: shared by every member, computed from the rollup tables. */
export async function dashboardRoutes(
  app: FastifyInstance,
  { dashboards }: { dashboards: DashboardsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['dashboards'];
  const get = <Q extends ZodType>(
    path: string,
    summary: string,
    query: Q | null,
    response: ZodType,
    handler: (query: z.output<Q>, request: FastifyRequest) => Promise<unknown>,
  ) => {
    r.get(
      `/dashboards/${path}`,
      route({
        access: 'member',
        summary,
        tags,
        ...(query ? { querystring: query } : {}),
        response: { 200: response },
      }),
      async (request) => handler(request.query as z.output<Q>, request),
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
  get('new-members', 'The members who joined last', limitQuerySchema, newMembersSchema, (q, request) =>
    dashboards.newMembers(q.limit, can(request.member.role, 'members.manage')),
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

  r.put(
    '/dashboards/target',
    route({
      access: 'dashboards.target',
      summary: 'Set the monthly revenue target',
      tags,
      body: monthlyTargetInputSchema,
      response: { 200: monthlyTargetSchema },
    }),
    async (request) => dashboards.setTarget(request.body.target, actorOf(request)),
  );
}
