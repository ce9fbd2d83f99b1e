import { can, type Permission } from '@atrium/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from '../http/errors.ts';
import type { Limiter } from '../http/rate-limits.ts';
import type { MemberRow, MembersService } from '../modules/members/service.ts';
import { SessionEndedError, type TokenVerifier } from './token-verifier.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The calling member, set on every route whose access is not 'public'. */
    member: MemberRow;
  }
}

/** Who did something, for the audit log. */
export type Actor = Pick<MemberRow, 'uid' | 'displayName' | 'role'> & { ip: string };
export const actorOf = (request: FastifyRequest): Actor => ({
  uid: request.member.uid,
  displayName: request.member.displayName,
  role: request.member.role,
  ip: request.ip,
});

const unauthenticated = (message: string, reason?: 'expired' | 'blocked' | 'revoked') =>
  new HttpError(401, message, 'unauthenticated', undefined, reason ? { reason } : {});

/**
 * Enforces each route's declared access, before its body is even read: the client address's rate limit; then,
 * unless the route is public, the Firebase ID token (401 with a reason when missing, invalid, revoked or the
 * member is blocked), the member's rate limit for reads, writes or exports, and the permission (403 naming it).
 */
export function enforceAccess(
  app: FastifyInstance,
  { verifier, members, limiter }: { verifier: TokenVerifier; members: MembersService; limiter: Limiter },
) {
  app.decorateRequest('member', null as unknown as MemberRow);
  app.addHook('onRequest', async (request) => {
    const { access, limit } = request.routeOptions.config;
    // Fastify's own 404 handler has no route options of ours.
    if (access === undefined || limit === 'none') return;
    await limiter.byAddress(request);
    if (access === 'public') return;

    const token = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    if (!token) throw unauthenticated('Sign in to continue.');
    let user: Awaited<ReturnType<TokenVerifier['verify']>>;
    try {
      user = await verifier.verify(token);
    } catch (error) {
      request.log.info({ reason: (error as Error).message }, 'token refused');
      // Firebase refuses a blocked member's token as revoked: say it was the block, not an expiry.
      if (error instanceof SessionEndedError && (await members.isBlocked(error.uid))) {
        throw unauthenticated('Your account has been blocked.', 'blocked');
      }
      if (error instanceof SessionEndedError) {
        throw unauthenticated('Your session was ended. Sign in again.', 'revoked');
      }
      throw unauthenticated('Your session is not valid. Sign in again.', 'expired');
    }
    const member = await members.authenticate(user);
    if (member === 'blocked') throw unauthenticated('Your account has been blocked.', 'blocked');
    if (member === 'revoked') throw unauthenticated('Your session was ended. Sign in again.', 'revoked');
    request.member = member;

    const kind = limit ?? (request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write');
    await limiter.byMember(request, kind);
    if (!can(member.role, access)) {
      throw new HttpError(403, `This needs the ${access} permission.`, 'forbidden', undefined, {
        permission: access as Permission,
      });
    }
  });
}
