import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { MemberRow, MembersService } from '../modules/members/service.ts';
import type { TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling member, set for every authenticated /api route. */
    member: MemberRow;
  }
}

/**
 * Every route registered in this scope needs `Authorization: Bearer <Firebase ID token>`: 401 without a
 * valid one, 403 for a blocked member. The member row is created on a user's first request.
 */
export function requireMember(app: FastifyInstance, verifier: TokenVerifier, members: MembersService) {
  app.decorateRequest('member', null as unknown as MemberRow);
  app.addHook('onRequest', async (request: FastifyRequest) => {
    const header = request.headers.authorization ?? '';
    const token = /^Bearer (\S+)$/i.exec(header)?.[1];
    if (!token) throw new HttpError(401, 'Sign in to continue.', 'unauthenticated');
    let user: Awaited<ReturnType<TokenVerifier['verify']>>;
    try {
      user = await verifier.verify(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'token refused');
      throw new HttpError(401, 'Your session is not valid. Sign in again.', 'unauthenticated');
    }
    const member = await members.ensure(user);
    if (member.status === 'blocked') throw new HttpError(403, 'Your account has been blocked.', 'blocked');
    request.member = member;
  });
}
