import type { AuditAction, AuditEntry, Role } from '@atrium/contracts';
import { Flex, Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../lib/dates';
import { FROM_DESKTOP, useScrollingTable } from '../../../lib/tables';
import { AuditChanges } from './audit-changes';

const ACTION_COLORS: Record<AuditAction, string> = {
  'product.create': 'green',
  'product.update': 'blue',
  'product.delete': 'red',
  'order.create': 'green',
  'order.remark': 'blue',
  'member.role': 'purple',
  'member.status': 'purple',
  'member.delete': 'red',
  'dashboard.target': 'gold',
  'billing.plan': 'cyan',
};
const ROLE_COLORS: Record<Role, string> = { admin: 'geekblue', manager: 'purple', member: 'default' };

/** The entries of one page of the log: when, who (as they were then), what, to which thing, what changed. */
/** The target's name: settings by their translated name, everything else as it was called then. */
function useTargetLabel() {
  const { t, i18n } = useTranslation('audit');
  return ({ type, id, label }: AuditEntry['target']) =>
    type === 'setting' && i18n.exists(`audit:settingNames.${id}`) ? t(`settingNames.${id}`) : label;
}

export function AuditTable({
  entries,
  loading,
  empty,
}: {
  entries: AuditEntry[];
  loading: boolean;
  empty: React.ReactNode;
}) {
  const { t } = useTranslation('audit');
  const scrolling = useScrollingTable(t('common:nav.auditLog'));
  const targetLabel = useTargetLabel();
  const columns: TableProps<AuditEntry>['columns'] = [
    {
      key: 'at',
      title: t('columns.when'),
      // Date over time: the column stays narrow on a phone.
      render: (_, e) => (
        <time dateTime={e.at} className="audit-when">
          <span>{formatDate(e.at, 'll')}</span>
          <Typography.Text type="secondary">{formatDate(e.at, 'LT')}</Typography.Text>
        </time>
      ),
    },
    {
      key: 'actor',
      title: t('columns.who'),
      render: (_, e) => (
        <Flex vertical gap={4} align="flex-start">
          <span style={{ fontWeight: 600, color: 'var(--app-text)' }}>{e.actor.displayName}</span>
          <Tag color={ROLE_COLORS[e.actor.role]}>{t(`roles.${e.actor.role}`)}</Tag>
        </Flex>
      ),
    },
    {
      key: 'action',
      title: t('columns.action'),
      render: (_, e) => <Tag color={ACTION_COLORS[e.action]}>{t(`actions.${e.action}`)}</Tag>,
    },
    {
      key: 'target',
      title: t('columns.target'),
      render: (_, e) => (
        <Flex vertical gap={2}>
          <span>
            {t(`targets.${e.target.type}`)} · <bdi>{targetLabel(e.target)}</bdi>
          </span>
          <Typography.Text type="secondary" style={{ fontSize: 12 }}>
            <bdi>{e.target.id}</bdi>
          </Typography.Text>
        </Flex>
      ),
    },
    { key: 'changes', title: t('columns.changes'), render: (_, e) => <AuditChanges changes={e.changes} /> },
    {
      key: 'ip',
      title: t('columns.from'),
      responsive: FROM_DESKTOP,
      render: (_, e) => (
        <span dir="ltr" style={{ whiteSpace: 'nowrap' }}>
          {e.ip ?? t('changes.none')}
        </span>
      ),
    },
  ];
  return (
    <Table<AuditEntry>
      rowKey="id"
      columns={columns}
      dataSource={entries}
      loading={loading}
      pagination={false}
      {...scrolling}
      locale={{ emptyText: empty }}
      data-testid="audit-table"
    />
  );
}
