import { followStatsSchema, memberParamsSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { FollowsService } from './service.ts';

/** Following is personal: every member follows for themselves, so every route needs only a signed-in member. */
export async function followRoutes(app: FastifyInstance, { follows }: { follows: FollowsService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];
  const schema = (summary: string) => ({
    summary,
    tags,
    params: memberParamsSchema,
    response: { 200: followStatsSchema },
  });

  r.get(
    '/members/:uid/follow',
    {
      config: { access: 'member' },
      schema: schema('How many follow the member and whom they follow; whether I do'),
    },
    async (request) => follows.stats(request.member.uid, request.params.uid),
  );
  r.put(
    '/members/:uid/follow',
    { config: { access: 'member' }, schema: schema('Follow a member (they are notified the first time)') },
    async (request) => follows.follow(request.member.uid, request.params.uid),
  );
  r.delete(
    '/members/:uid/follow',
    { config: { access: 'member' }, schema: schema('Stop following a member') },
    async (request) => follows.unfollow(request.member.uid, request.params.uid),
  );
}
