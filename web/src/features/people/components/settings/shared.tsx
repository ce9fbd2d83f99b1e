import { Alert, Button, type FormInstance, Typography, theme } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../../lib/api-errors';

/** "experiences.1.to" → ['experiences', 1, 'to']: the API's dotted field name as a form path. */
const pathOf = (name: string) => name.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Puts a 400's per-field messages onto the form (typed values stay); a dotted name (`experiences.1.to`) lands on
 * that row's field of a list. Field names the form does not have are mapped through `aliases` (e.g. expMonth →
 * expiry) or returned, so the caller can show them elsewhere.
 */
export function applyFieldErrors(
  form: FormInstance,
  fields: Record<string, string>,
  known: readonly string[],
  aliases: Record<string, string> = {},
): string[] {
  const unmatched: string[] = [];
  const byName = new Map<string, string[]>();
  for (const [field, message] of Object.entries(fields)) {
    const name = aliases[field] ?? field;
    if (known.includes(name.split('.')[0] ?? name)) byName.set(name, [...(byName.get(name) ?? []), message]);
    else unmatched.push(message);
  }
  form.setFields([...byName].map(([name, errors]) => ({ name: pathOf(name), errors })));
  return unmatched;
}

/** A section's heading (the page's own h1 is the layout's page header). */
export function SectionTitle({ children, extra }: { children: ReactNode; extra?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: token.marginSM,
        marginBlockEnd: token.marginLG,
      }}
    >
      <Typography.Title level={2} style={{ fontSize: token.fontSizeHeading4, margin: 0 }}>
        {children}
      </Typography.Title>
      {extra}
    </div>
  );
}

/** A load failure with the server's reason and a Retry button. */
export function LoadFailed({
  title,
  error,
  onRetry,
}: {
  title: string;
  error: unknown;
  onRetry: () => void;
}) {
  const { t } = useTranslation('settings');
  const apiErrors = useApiErrors();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={apiErrors.message(error)}
      action={<Button onClick={onRetry}>{t('common:errors.retry')}</Button>}
    />
  );
}
