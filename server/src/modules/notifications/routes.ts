import { notificationListQuerySchema, notificationListSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../http/route-catalog.ts';
import type { NotificationsService } from './service.ts';

export async function notificationRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['notifications'];

  r.get(
    '/notifications',
    route({
      access: 'member',
      summary: 'My latest notifications and the unread count',
      tags,
      querystring: notificationListQuerySchema,
      response: { 200: notificationListSchema },
    }),
    async (request) => notifications.list(request.member.uid, request.query.limit),
  );

  r.post(
    '/notifications/read-all',
    route({ access: 'member', summary: 'Mark all mine read', tags }),
    async (request, reply) => {
      await notifications.markAllRead(request.member.uid);
      return reply.code(204).send();
    },
  );
}
