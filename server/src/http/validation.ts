import type { FieldError, FieldErrorCode } from '@atrium/contracts';
import type { FastifySchemaCompiler } from 'fastify';
import type { z } from 'zod';
import { fieldError, HttpError } from './errors.ts';

/**
 * Text no field may hold: NUL (PostgreSQL refuses it in text, and it cuts strings short in C libraries) and
 * UTF-16 surrogates that are not part of a pair (not valid Unicode; PostgreSQL refuses them too).
 */
const isForbiddenText = (text: string) =>
  text.includes('\u0000') || !(text as string & { isWellFormed(): boolean }).isWellFormed();

/** Every string in a request part that holds forbidden text, by dotted path. */
function forbiddenText(value: unknown, path: string, found: Record<string, FieldError>, depth = 0) {
  if (depth > 20) return;
  if (typeof value === 'string') {
    if (isForbiddenText(value))
      found[path || '_'] = fieldError('invalid_text', 'This text holds characters that are not allowed.');
  } else if (Array.isArray(value)) {
    for (const [i, v] of value.entries())
      forbiddenText(v, path ? `${path}.${i}` : String(i), found, depth + 1);
  } else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      if (isForbiddenText(k)) found[path || '_'] = fieldError('invalid_text', 'A field name is not allowed.');
      else forbiddenText(v, path ? `${path}.${k}` : k, found, depth + 1);
    }
  }
}

type Issue = z.core.$ZodIssue;
const SIZE_CODES = {
  string: { too_big: 'too_long', too_small: 'too_short' },
  number: { too_big: 'too_large', too_small: 'too_small' },
  array: { too_big: 'too_many', too_small: 'too_few' },
} as const;

/**
 * A zod issue as the API's field error: a stable code the web translates, its parameters, and zod's English
 * message. Issues of a schema's own rules carry their code in `params.code` (e.g. `decimals`, `sku_repeated`).
 */
export function fieldErrorOf(issue: Issue): FieldError {
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined
        ? fieldError('required', 'This field is required.')
        : fieldError('type', issue.message, { expected: issue.expected });
    case 'too_big':
    case 'too_small': {
      const origin = issue.origin === 'int' || issue.origin === 'bigint' ? 'number' : issue.origin;
      const bound = Number(issue.code === 'too_big' ? issue.maximum : issue.minimum);
      if (origin === 'string' && issue.code === 'too_small' && bound === 1)
        return fieldError('required', 'This field is required.');
      const code: FieldErrorCode = SIZE_CODES[origin as keyof typeof SIZE_CODES]?.[issue.code] ?? 'invalid';
      return fieldError(code, issue.message, issue.code === 'too_big' ? { max: bound } : { min: bound });
    }
    case 'invalid_format':
      return fieldError('format', issue.message, { format: issue.format });
    case 'invalid_value':
      return { ...fieldError('not_allowed', issue.message), values: issue.values.map(String) };
    case 'invalid_union': {
      // `x.or(literal(''))`: the first branch's refusal is the one that explains the rule.
      const first = issue.errors[0]?.[0];
      return first ? fieldErrorOf(first) : fieldError('invalid', issue.message);
    }
    case 'unrecognized_keys':
      return fieldError('unknown_field', issue.message);
    case 'custom': {
      // The contracts name these codes (FIELD_ERROR_CODES) in their refinements' params.
      const { code = 'invalid', ...params } = (issue.params ?? {}) as Record<string, string | number>;
      return fieldError(code as FieldErrorCode, issue.message, params);
    }
    default:
      return fieldError('invalid', issue.message);
  }
}

export function fieldErrorsOf(error: z.ZodError): Record<string, FieldError> {
  const fields: Record<string, FieldError> = {};
  for (const issue of error.issues) {
    if (issue.code === 'unrecognized_keys') {
      for (const key of issue.keys) fields[[...issue.path, key].join('.')] ??= fieldErrorOf(issue);
      continue;
    }
    fields[issue.path.length ? issue.path.join('.') : '_'] ??= fieldErrorOf(issue);
  }
  return fields;
}

/**
 * Fastify validates each request part (params, query, body) with the route's zod schema through this compiler:
 * forbidden text first, then the schema. A failure is a 400 naming each field with a code, before the handler
 * runs, so nothing is written.
 */
export const zodValidatorCompiler: FastifySchemaCompiler<z.ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // Every body schema is a JSON object: raw bytes (a text or image body in a scope that also takes uploads)
    // are the wrong type of content. Outside those scopes the app reads no text/plain at all (app.ts).
    if (httpPart === 'body' && data instanceof Buffer) {
      return { error: new HttpError(415, 'Send JSON (application/json).', 'unsupported_type') };
    }
    const bad: Record<string, FieldError> = {};
    forbiddenText(data, '', bad);
    if (Object.keys(bad).length)
      return { error: new HttpError(400, 'Some fields are not valid.', 'invalid', bad) };
    // reportInput: without it zod leaves the refused value out, and a wrong type would read as missing.
    const result = schema.safeParse(data, { reportInput: true });
    if (result.success) return { value: result.data };
    return {
      error: new HttpError(400, 'Some fields are not valid.', 'invalid', fieldErrorsOf(result.error)),
    };
  };
