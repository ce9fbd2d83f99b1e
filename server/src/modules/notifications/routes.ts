import { notificationListQuerySchema, notificationListSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { parse } from '../../http/errors.ts';
import { describeOperation } from '../../http/openapi.ts';
import type { NotificationsService } from './service.ts';

export async function notificationRoutes(
  app: FastifyInstance,
  { notifications }: { notifications: NotificationsService },
) {
  describeOperation({
    method: 'get',
    path: '/api/notifications',
    summary: 'My latest notifications and the unread count',
    tag: 'notifications',
    query: notificationListQuerySchema,
    response: notificationListSchema,
  });
  app.get('/notifications', async (request) => {
    const { limit } = parse(notificationListQuerySchema, request.query);
    return notifications.list(request.member.uid, limit);
  });

  describeOperation({
    method: 'post',
    path: '/api/notifications/read-all',
    summary: 'Mark all mine read',
    tag: 'notifications',
  });
  app.post('/notifications/read-all', async (request, reply) => {
    await notifications.markAllRead(request.member.uid);
    return reply.code(204).send();
  });
}
