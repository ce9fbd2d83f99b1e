import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';

/** A refusal the client can act on: status, message, optional machine code and per-field messages. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
  }
}

export const notFound = (what = 'Not found') => new HttpError(404, what, 'not_found');
export const forbidden = (what = 'You are not allowed to do this.') => new HttpError(403, what, 'forbidden');

/** Parses with the contract's schema; a failure is a 400 naming each bad field (nothing is written). */
export function parse<T>(schema: ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value);
  if (result.success) return result.data;
  const fields: Record<string, string> = {};
  for (const issue of result.error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    fields[key] ??= issue.message;
  }
  throw new HttpError(400, 'Some fields are not valid.', 'invalid', fields);
}

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      return reply.code(error.status).send({
        error: error.message,
        ...(error.code ? { code: error.code } : {}),
        ...(error.fields ? { fields: error.fields } : {}),
      });
    }
    const status = error.statusCode ?? 500;
    if (status === 413)
      return reply.code(413).send({ error: 'The request is too large.', code: 'too_large' });
    if (status === 415)
      return reply
        .code(415)
        .send({ error: 'This type of content is not accepted.', code: 'unsupported_type' });
    if (status === 429)
      return reply
        .code(429)
        .send({ error: 'Too many requests. Please wait a moment.', code: 'rate_limited' });
    if (status >= 400 && status < 500)
      return reply.code(status).send({ error: error.message, code: 'bad_request' });
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side.', code: 'internal' });
  });
}
