import { followStatsSchema, memberParamsSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { route } from '../../http/route-catalog.ts';
import type { FollowsService } from './service.ts';

/** Following is personal: every member follows for themselves, so every route needs only a signed-in member. */
export async function followRoutes(app: FastifyInstance, { follows }: { follows: FollowsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];
  const spec = (summary: string) =>
    route({
      access: 'member',
      summary,
      tags,
      params: memberParamsSchema,
      response: { 200: followStatsSchema },
    });

  r.get(
    '/members/:uid/follow',
    spec('How many follow the member and whom they follow; whether I do'),
    async (request) => follows.stats(request.member.uid, request.params.uid),
  );
  r.put('/members/:uid/follow', spec('Follow a member (they are notified the first time)'), async (request) =>
    follows.follow(request.member.uid, request.params.uid),
  );
  r.delete('/members/:uid/follow', spec('Stop following a member'), async (request) =>
    follows.unfollow(request.member.uid, request.params.uid),
  );
}
