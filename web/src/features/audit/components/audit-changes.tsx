import type { AuditEntry } from '@atrium/contracts';
import { Button, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

const SHOWN = 3;
/** Fields whose values are codes the screen has words for. */
const TRANSLATED_VALUES: Record<string, string> = {
  role: 'roles',
  status: 'statuses',
  category: 'categories',
};

/** The changed fields of one entry, "Price: 10 → 12", the first few and a way to see the rest. */
export function AuditChanges({ changes }: { changes: AuditEntry['changes'] }) {
  const { t, i18n } = useTranslation('audit');
  const [open, setOpen] = useState(false);
  const entries = Object.entries(changes);
  if (entries.length === 0) return <Typography.Text type="secondary">{t('changes.nothing')}</Typography.Text>;

  const fieldName = (field: string) => (i18n.exists(`audit:fields.${field}`) ? t(`fields.${field}`) : field);
  const valueText = (field: string, value: unknown): string => {
    if (value === null || value === undefined || value === '') return t('changes.none');
    if (Array.isArray(value))
      return value.length ? value.map((v) => valueText(field, v)).join(', ') : t('changes.none');
    const group = TRANSLATED_VALUES[field];
    if (group && typeof value === 'string' && i18n.exists(`audit:${group}.${value}`))
      return t(`${group}.${value}`);
    return typeof value === 'object' ? JSON.stringify(value) : String(value);
  };
  const shown = open ? entries : entries.slice(0, SHOWN);

  return (
    <ul className="audit-changes">
      {shown.map(([field, { from, to }]) => {
        const before = valueText(field, from);
        const after = valueText(field, to);
        return (
          <li key={field}>
            <span className="audit-field">{fieldName(field)}</span>{' '}
            <Typography.Text ellipsis={{ tooltip: before }} className="audit-value">
              <bdi>{before}</bdi>
            </Typography.Text>
            <span aria-hidden="true" className="audit-arrow">
              {' → '}
            </span>
            <span className="visually-hidden">{` ${t('changes.to')} `}</span>
            <Typography.Text ellipsis={{ tooltip: after }} className="audit-value" strong>
              <bdi>{after}</bdi>
            </Typography.Text>
          </li>
        );
      })}
      {entries.length > SHOWN && (
        <li>
          <Button type="link" size="small" className="audit-more" onClick={() => setOpen(!open)}>
            <bdi>{open ? t('changes.less') : t('changes.more', { count: entries.length - SHOWN })}</bdi>
          </Button>
        </li>
      )}
    </ul>
  );
}
