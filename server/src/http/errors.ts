import type {
  ApiErrorCode,
  FieldError,
  FieldErrorCode,
  Permission,
  SessionEndReason,
} from '@atrium/contracts';
import type { FastifyError, FastifyInstance } from 'fastify';

/** Extra members of an error body: the 401 `reason`, the 403 `permission`, the 429 `retryAfter`. */
type Extra = { reason?: SessionEndReason; permission?: Permission; retryAfter?: number };

/**
 * A refusal the client can act on: status, English message, a stable code (see API_ERROR_CODES) and, for a 400,
 * one coded entry per field. The web translates the codes; the message is for API clients and logs.
 */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code: ApiErrorCode,
    readonly fields?: Record<string, FieldError>,
    readonly extra: Extra = {},
  ) {
    super(message);
  }
}

export const fieldError = (
  code: FieldErrorCode,
  message: string,
  params: Record<string, string | number> = {},
) => ({
  ...params,
  code,
  message,
});

/** A 400 for fields the schema let through but the data refuses (a taken SKU, a product that is gone). */
export const invalid = (fields: Record<string, FieldError>) =>
  new HttpError(400, 'Some fields are not valid.', 'invalid', fields);

export const notFound = (what = 'Not found') => new HttpError(404, what, 'not_found');
export const conflict = (what: string, code: ApiErrorCode = 'conflict') => new HttpError(409, what, code);
export const unsupportedImage = () => new HttpError(415, 'Choose a JPG or PNG image.', 'unsupported_type');

/** Fastify's own refusals, by the status it gives them: a short body with a code, never its internals. */
const FRAMEWORK_REFUSALS: Record<number, { error: string; code: ApiErrorCode }> = {
  413: { error: 'The request is too large.', code: 'too_large' },
  415: { error: 'This type of content is not accepted.', code: 'unsupported_type' },
};

export function installErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError | HttpError, request, reply) => {
    if (error instanceof HttpError) {
      if (error.extra.retryAfter !== undefined) reply.header('retry-after', String(error.extra.retryAfter));
      return reply.code(error.status).send({
        error: error.message,
        code: error.code,
        ...(error.fields ? { fields: error.fields } : {}),
        ...error.extra,
      });
    }
    const status = error.statusCode ?? 500;
    const known = FRAMEWORK_REFUSALS[status];
    if (known) return reply.code(status).send(known);
    if (status >= 400 && status < 500) {
      // Malformed JSON, an empty JSON body, a bad URL encoding: the client's fault, said without internals.
      return reply.code(status).send({ error: 'The request could not be read.', code: 'bad_request' });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ error: 'Something went wrong on our side.', code: 'internal' });
  });
}
