import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { HttpError } from './errors.ts';
import type { LimitClass } from './route-catalog.ts';

export type RateLimits = { address: number; reads: number; writes: number; exports: number };

export type Limiter = {
  /** Before authentication, by client address (so a flood of bad tokens is throttled too). */
  byAddress(request: FastifyRequest): Promise<void>;
  /** After authentication, by member and kind of request. */
  byMember(request: FastifyRequest, kind: Exclude<LimitClass, 'none'>): Promise<void>;
};

/**
 * Requests per minute, counted in this process (with N processes behind a balancer a client gets up to N times
 * the budget; the limits are against floods and scripts, not a quota). A refusal is a 429 with Retry-After.
 */
export async function rateLimiter(app: FastifyInstance, limits: RateLimits): Promise<Limiter> {
  await app.register(rateLimit, { global: false });
  const minute = 60_000;
  const address = app.createRateLimit({ max: limits.address, timeWindow: minute });
  const perMember = {
    read: app.createRateLimit({
      max: limits.reads,
      timeWindow: minute,
      keyGenerator: (r) => `r:${r.member.uid}`,
    }),
    write: app.createRateLimit({
      max: limits.writes,
      timeWindow: minute,
      keyGenerator: (r) => `w:${r.member.uid}`,
    }),
    export: app.createRateLimit({
      max: limits.exports,
      timeWindow: minute,
      keyGenerator: (r) => `e:${r.member.uid}`,
    }),
  };
  const refuse = (retryAfter: number) =>
    new HttpError(429, 'Too many requests. Please wait a moment.', 'rate_limited', undefined, {
      retryAfter: Math.max(1, retryAfter),
    });

  return {
    async byAddress(request) {
      const result = await address(request);
      if (!result.isAllowed && result.isExceeded) throw refuse(result.ttlInSeconds);
    },
    async byMember(request, kind) {
      const result = await perMember[kind](request);
      if (!result.isAllowed && result.isExceeded) throw refuse(result.ttlInSeconds);
    },
  };
}
