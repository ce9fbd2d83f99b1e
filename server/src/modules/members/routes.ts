import {
  AVATAR_MAX_BYTES,
  memberAdminUpdateSchema,
  memberListQuerySchema,
  memberListSchema,
  memberSchema,
  profileUpdateSchema,
} from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { forbidden, HttpError, parse } from '../../http/errors.ts';
import { describeOperation } from '../../http/openapi.ts';
import { type MemberRow, type MembersService, toMember } from './service.ts';

const requireAdmin = (request: FastifyRequest): MemberRow => {
  if (request.member.role !== 'admin') throw forbidden('Only administrators can do this.');
  return request.member;
};

/** Identifies JPG and PNG by their first bytes; the declared content type is not trusted. */
export function sniffImage(bytes: Uint8Array): 'image/jpeg' | 'image/png' | null {
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const png = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
  if (bytes.length > 8 && png.every((b, i) => bytes[i] === b)) return 'image/png';
  return null;
}

export async function memberRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  app.addContentTypeParser(
    ['image/jpeg', 'image/png', 'application/octet-stream'],
    { parseAs: 'buffer', bodyLimit: AVATAR_MAX_BYTES },
    (_req, body, done) => done(null, body),
  );

  describeOperation({
    method: 'get',
    path: '/api/me',
    summary: 'The signed-in member',
    tag: 'me',
    response: memberSchema,
  });
  app.get('/me', async (request) => toMember(request.member));

  describeOperation({
    method: 'patch',
    path: '/api/me',
    summary: 'Edit my profile',
    tag: 'me',
    body: profileUpdateSchema,
    response: memberSchema,
  });
  app.patch('/me', async (request) => {
    const changes = parse(profileUpdateSchema, request.body ?? {});
    return toMember(await members.updateProfile(request.member.uid, changes));
  });

  describeOperation({
    method: 'put',
    path: '/api/me/avatar',
    summary: 'Upload my avatar (JPG or PNG, at most 2 MB)',
    tag: 'me',
    bodyType: 'image/png',
    response: memberSchema,
  });
  app.put('/me/avatar', async (request) => {
    const body = request.body;
    if (!(body instanceof Buffer) || body.length === 0) {
      throw new HttpError(415, 'Choose a JPG or PNG image.', 'unsupported_type');
    }
    const type = sniffImage(body);
    if (!type) throw new HttpError(415, 'Choose a JPG or PNG image.', 'unsupported_type');
    return toMember(await members.setAvatar(request.member.uid, new Uint8Array(body), type));
  });

  describeOperation({
    method: 'delete',
    path: '/api/me/avatar',
    summary: 'Remove my avatar',
    tag: 'me',
    response: memberSchema,
  });
  app.delete('/me/avatar', async (request) =>
    toMember(await members.setAvatar(request.member.uid, null, null)),
  );

  describeOperation({
    method: 'get',
    path: '/api/members',
    summary: 'Members, paginated, sorted and searched in SQL',
    tag: 'members',
    query: memberListQuerySchema,
    response: memberListSchema,
  });
  app.get('/members', async (request) => members.list(parse(memberListQuerySchema, request.query)));

  describeOperation({
    method: 'get',
    path: '/api/members/:uid',
    summary: 'One member',
    tag: 'members',
    response: memberSchema,
  });
  app.get<{ Params: { uid: string } }>('/members/:uid', async (request) =>
    toMember(await members.get(request.params.uid)),
  );

  describeOperation({
    method: 'patch',
    path: '/api/members/:uid',
    summary: "Change a member's role or status (administrators)",
    tag: 'members',
    body: memberAdminUpdateSchema,
    response: memberSchema,
  });
  app.patch<{ Params: { uid: string } }>('/members/:uid', async (request) => {
    const admin = requireAdmin(request);
    const changes = parse(memberAdminUpdateSchema, request.body ?? {});
    return toMember(await members.adminUpdate(admin, request.params.uid, changes));
  });

  describeOperation({
    method: 'delete',
    path: '/api/members/:uid',
    summary: 'Delete a member (administrators)',
    tag: 'members',
  });
  app.delete<{ Params: { uid: string } }>('/members/:uid', async (request, reply) => {
    await members.remove(requireAdmin(request), request.params.uid);
    return reply.code(204).send();
  });
}

/** Avatars are images for <img src>, which cannot carry a bearer token: served by unguessable uid, versioned. */
export async function avatarMediaRoutes(app: FastifyInstance, { members }: { members: MembersService }) {
  app.get<{ Params: { uid: string }; Querystring: { v?: string } }>(
    '/media/avatars/:uid',
    async (request, reply) => {
      const found = await members.avatar(request.params.uid);
      if (!found?.avatar || !found.avatarType) return reply.code(404).send({ error: 'No avatar.' });
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
