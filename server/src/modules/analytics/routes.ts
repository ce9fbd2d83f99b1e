import { pageViewBatchSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors.ts';
import { describeOperation } from '../../http/openapi.ts';
import type { AnalyticsService } from './service.ts';

export async function analyticsRoutes(app: FastifyInstance, { analytics }: { analytics: AnalyticsService }) {
  describeOperation({
    method: 'post',
    path: '/api/page-views',
    summary: 'Record a batch of page views (counted in the traffic and active-member dashboards)',
    tag: 'dashboards',
    body: pageViewBatchSchema,
  });
  app.post('/page-views', async (request, reply) => {
    const { views } = parse(pageViewBatchSchema, request.body ?? {});
    await analytics.record(request.member.uid, views);
    return reply.code(204).send();
  });
}
