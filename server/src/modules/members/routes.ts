import {
  AVATAR_MAX_BYTES,
  AVATAR_TYPES,
  memberAdminUpdateSchema,
  memberGroupsSchema,
  memberListQuerySchema,
  memberListSchema,
  memberParamsSchema,
  memberSchema,
  memberViewSchema,
  profileUpdateSchema,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { actorOf } from '../../auth/access.ts';
import { acceptImages, imageOf } from '../../http/images.ts';
import { route } from '../../http/route-catalog.ts';
import { type MembersService, toMember } from './service.ts';

export async function memberRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  acceptImages(app, AVATAR_MAX_BYTES);
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['members'];

  r.get(
    '/me',
    route({
      access: 'member',
      summary: 'The signed-in member, whole profile',
      tags,
      response: { 200: memberSchema },
    }),
    async (request) => toMember(request.member),
  );

  r.patch(
    '/me',
    route({
      access: 'member',
      summary: 'Edit my profile',
      tags,
      body: profileUpdateSchema,
      response: { 200: memberSchema },
    }),
    async (request) => toMember(await members.updateProfile(request.member.uid, request.body)),
  );

  r.put(
    '/me/avatar',
    route({
      access: 'member',
      summary: 'Upload my avatar (JPG or PNG, at most 2 MB)',
      tags,
      consumes: [...AVATAR_TYPES],
      response: { 200: memberSchema },
    }),
    async (request) => {
      const { bytes, type } = imageOf(request.body);
      return toMember(await members.setAvatar(request.member.uid, bytes, type));
    },
  );

  r.delete(
    '/me/avatar',
    route({ access: 'member', summary: 'Remove my avatar', tags, response: { 200: memberSchema } }),
    async (request) => toMember(await members.setAvatar(request.member.uid, null, null)),
  );

  r.get(
    '/members',
    route({
      access: 'member',
      summary: 'Members, paged, sorted and searched in SQL: public profiles, whole ones for administrators',
      tags,
      querystring: memberListQuerySchema,
      response: { 200: memberListSchema },
    }),
    async (request) => members.list(request.member, request.query),
  );

  r.get(
    '/members/groups',
    route({
      access: 'member',
      summary: 'How many members hold each role, with a few of each',
      tags,
      response: { 200: memberGroupsSchema },
    }),
    async () => members.groups(),
  );

  r.get(
    '/members/:uid',
    route({
      access: 'member',
      summary: 'One member: the public profile, the whole one for themselves and administrators',
      tags,
      params: memberParamsSchema,
      response: { 200: memberViewSchema },
    }),
    async (request) => members.view(request.member, request.params.uid),
  );

  r.patch(
    '/members/:uid',
    route({
      access: 'members.manage',
      summary: "Change a member's role or status (blocking ends their sessions)",
      tags,
      params: memberParamsSchema,
      body: memberAdminUpdateSchema,
      response: { 200: memberSchema },
    }),
    async (request) =>
      toMember(await members.adminUpdate(actorOf(request), request.params.uid, request.body)),
  );

  r.delete(
    '/members/:uid',
    route({
      access: 'members.manage',
      summary: 'Delete a member and end their sessions',
      tags,
      params: memberParamsSchema,
    }),
    async (request, reply) => {
      await members.remove(actorOf(request), request.params.uid);
      return reply.code(204).send();
    },
  );
}

/** Avatars are images for <img src>, which cannot carry a bearer token: served by unguessable uid, versioned. */
export async function avatarMediaRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/media/avatars/:uid',
    route({
      access: 'public',
      limit: 'none',
      hide: true,
      params: memberParamsSchema,
      querystring: z.object({ v: z.string().max(20).optional() }),
    }),
    async (request, reply) => {
      const found = await members.avatar(request.params.uid);
      if (!found?.avatar || !found.avatarType)
        return reply.code(404).send({ error: 'No avatar.', code: 'not_found' });
      const etag = `"${request.params.uid}-${found.avatarVersion}"`;
      const versioned = request.query.v === String(found.avatarVersion);
      reply
        .header('content-type', found.avatarType)
        .header('etag', etag)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'no-cache');
      if (request.headers['if-none-match'] === etag) return reply.code(304).send();
      return reply.send(Buffer.from(found.avatar));
    },
  );
}
