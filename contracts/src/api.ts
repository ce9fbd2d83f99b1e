import { z } from 'zod';

/**
 * One refused field: a stable code the web translates (e.g. `too_long`), the English message for API clients,
 * and the code's parameters (e.g. `max: 255`).
 */
export const fieldErrorSchema = z
  .object({ code: z.string(), message: z.string() })
  .catchall(z.union([z.string(), z.number(), z.array(z.string())]));
export type FieldError = z.infer<typeof fieldErrorSchema>;

/**
 * The codes of a refused field: the schema's own (`too_long` with `max`…) and the data's (`sku_taken`…). The
 * web has words for each in every language.
 */
export const FIELD_ERROR_CODES = [
  'required',
  'type',
  'too_long',
  'too_short',
  'too_large',
  'too_small',
  'too_many',
  'too_few',
  'format',
  'not_allowed',
  'unknown_field',
  'decimals',
  'invalid_text',
  'invalid',
  'sku_taken',
  'sku_repeated',
  'username_taken',
  'image_missing',
  'no_such_product',
  'out_of_stock',
  'card_expired',
  'card_number',
  'past_date',
  'before_start',
] as const;
export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** Why a token was refused (401 `reason`): the web signs out and says which. */
export const SESSION_END_REASONS = ['expired', 'blocked', 'revoked'] as const;
export type SessionEndReason = (typeof SESSION_END_REASONS)[number];

/**
 * Every API error: a stable `code` (see API_ERROR_CODES), the English message, and for a 400 one entry per
 * invalid field (dotted paths: `variants.0.sku`). 401 adds a `reason`, 403 the `permission` lacking, 429
 * `retryAfter` seconds.
 */
export const apiErrorSchema = z.object({
  error: z.string(),
  code: z.string(),
  fields: z.record(z.string(), fieldErrorSchema).optional(),
  reason: z.enum(SESSION_END_REASONS).optional(),
  permission: z.string().optional(),
  retryAfter: z.number().optional(),
});
export type ApiError = z.infer<typeof apiErrorSchema>;

export const API_ERROR_CODES = [
  'invalid',
  'bad_request',
  'unauthenticated',
  'forbidden',
  'not_found',
  'conflict',
  'last_admin',
  'self',
  'too_large',
  'unsupported_type',
  'rate_limited',
  'internal',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({
    items: z.array(item),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  });

/** The largest value of a PostgreSQL `integer` column. */
export const INT4_MAX = 2_147_483_647;

/**
 * An integer query parameter: query strings carry text, so digits only (no '', '1e3', '0x10' or ' 5 '), then
 * bounded like a number.
 */
export const queryInt = (min: number, max: number) =>
  z
    .string()
    .regex(/^-?\d{1,10}$/, 'Enter a whole number.')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

/** Page and page size of a paged list (the page is bounded so OFFSET stays a sane number). */
export const pageQueryShape = {
  page: queryInt(1, 100_000).default(1),
  pageSize: queryInt(1, 100).default(10),
};

/** `max` digits after the decimal point, judged on the decimal text JSON carried (0.1 + 0.2 style noise aside). */
export const hasDecimals = (n: number, max: number) => {
  const scaled = n * 10 ** max;
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
};

/** An amount of money: a JSON number (never a string, boolean or array), not negative, at most two decimals. */
export const moneySchema = (max: number) =>
  z
    .number({ message: 'Enter an amount.' })
    .min(0, 'The amount cannot be negative.')
    .max(max)
    .refine((n) => hasDecimals(n, 2), {
      message: 'At most 2 decimals.',
      params: { code: 'decimals', max: 2 },
    });

/** A bigserial id as the API spells it: decimal digits that fit in a bigint. */
export const serialIdSchema = z.string().regex(/^[1-9]\d{0,17}$/, 'Not a valid id.');
/** A Firebase uid (or a seeded demo member's). */
export const uidSchema = z.string().regex(/^[A-Za-z0-9._:-]{1,128}$/, 'Not a valid member id.');
export const uuidSchema = z.uuid('Not a valid id.');
