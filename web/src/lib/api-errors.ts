import type { FieldError } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { apiErrorOf } from './api';

/**
 * The server's errors in the user's language. The API sends a stable code for the error and for each refused
 * field (with its parameters, e.g. `{code: 'too_long', max: 120}`); they are translated from `shell:apiErrors`
 * (public/locales/<lng>/shell.json, loaded with the signed-in layout: the sign-in pages never need it).
 * A code without a translation falls back to the server's English message.
 */
export function useApiErrors() {
  const { t, i18n } = useTranslation(['common', 'shell']);
  const translated = (key: string, params: Record<string, unknown>, fallback: string) =>
    i18n.exists(key) ? t(key, params as Record<string, string>) : fallback;

  const field = ({ code, message, ...params }: FieldError) => {
    const typed =
      code === 'type' && params.expected ? `shell:apiErrors.fields.type_${params.expected}` : null;
    if (typed && i18n.exists(typed)) return t(typed);
    return translated(`shell:apiErrors.fields.${code}`, params, message);
  };

  return {
    /** What went wrong, as one sentence. */
    message(error: unknown): string {
      const failure = apiErrorOf(error);
      if (failure.status === 'network') return t('errors.network');
      return translated(
        `shell:apiErrors.codes.${failure.code}`,
        { seconds: failure.retryAfter ?? 60, permission: failure.permission ?? '' },
        failure.message,
      );
    },
    /** Each refused field's message, by the server's dotted field path (e.g. `variants.0.sku`). */
    fields(error: unknown): Record<string, string> {
      return Object.fromEntries(
        Object.entries(apiErrorOf(error).fields).map(([name, e]) => [name, field(e)]),
      );
    },
    field,
  };
}
