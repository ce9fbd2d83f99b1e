import { pageViewBatchSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../http/route-catalog.ts';
import type { AnalyticsService } from './service.ts';

export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/page-views',
    route({
      access: 'member',
      // Every screen change sends one: counted as a read, or browsing would eat the write budget.
      limit: 'read',
      summary: 'Record a batch of my page views (counted in the traffic and active-member dashboards)',
      tags: ['dashboards'],
      body: pageViewBatchSchema,
    }),
    async (request, reply) => {
      await analytics.record(request.member.uid, request.body.views);
      return reply.code(204).send();
    },
  );
}
