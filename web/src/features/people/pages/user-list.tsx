import { DeleteOutlined, EyeOutlined, LockOutlined, SearchOutlined, UnlockOutlined } from '@ant-design/icons';
import type { MemberListQuery, MemberView, Role } from '@atrium/contracts';
import { ROLES } from '@atrium/contracts/profile-rules';
import { App, Button, Card, Flex, Input, Popconfirm, Select, Space, type TableProps } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useErrorText } from '../../../components/load-error';
import { MemberAvatar } from '../../../components/member-avatar';
import { ServerTable } from '../../../components/server-table';
import { useAccess } from '../../../lib/access';
import { FROM_DESKTOP, FROM_TABLET } from '../../../lib/tables';
import { useUrlTable } from '../../../lib/use-url-table';
import { useDeleteMemberMutation, useListMembersQuery, useUpdateMemberMutation } from '../api';
import { DateText } from '../components/date-text';
import { MemberDrawer } from '../components/member-drawer';
import { RoleTag, StatusTag } from '../components/member-tags';

type SortKey = NonNullable<MemberListQuery['sort']>;

const SORT_KEYS: readonly SortKey[] = ['name', 'email', 'role', 'status', 'lastSeenAt', 'createdAt'];
const DEFAULT_SORT: SortKey = 'name';

/** Pages → User List: every member, searched, sorted and paged by the server. */
export default function UserList() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const table = useUrlTable<SortKey, MemberView>({ sortKeys: SORT_KEYS, defaultSort: DEFAULT_SORT });
  const { page, pageSize, sort, order, q } = table;

  const { me, can } = useAccess();
  const isAdmin = can('members.manage');
  const list = useListMembersQuery({ page, pageSize, sort, order, ...(q ? { q } : {}) });
  const { data } = list;
  const [updateMember] = useUpdateMemberMutation();
  const [deleteMember] = useDeleteMemberMutation();
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [viewing, setViewing] = useState<MemberView | null>(null);

  const run = async (uid: string, action: () => Promise<unknown>, success: string) => {
    setBusy((b) => ({ ...b, [uid]: true }));
    try {
      await action();
      message.success(success);
    } catch (e) {
      message.error(t('userList.actionFailed', { message: errorText(e) }));
    } finally {
      setBusy(({ [uid]: _, ...rest }) => rest);
    }
  };
  const changeRole = (m: MemberView, role: Role) =>
    run(
      m.uid,
      () => updateMember({ uid: m.uid, changes: { role } }).unwrap(),
      t('userList.roleChanged', { name: m.displayName, role: t(`role.${role}`) }),
    );
  const toggleBlock = (m: MemberView) => {
    const status = m.status === 'active' ? 'blocked' : 'active';
    return run(
      m.uid,
      () => updateMember({ uid: m.uid, changes: { status } }).unwrap(),
      t(status === 'blocked' ? 'userList.blocked' : 'userList.unblocked', { name: m.displayName }),
    );
  };
  const remove = (m: MemberView) =>
    run(m.uid, () => deleteMember(m.uid).unwrap(), t('userList.deleted', { name: m.displayName }));

  const columns: TableProps<MemberView>['columns'] = [
    {
      key: 'name',
      title: t('userList.columns.user'),
      sorter: true,
      sortOrder: table.sortOrderOf('name'),
      // The default order: toggles between A→Z and Z→A, never "unsorted".
      sortDirections: ['ascend', 'descend', 'ascend'],
      render: (_, m) => (
        <Flex align="center" gap={12}>
          <MemberAvatar member={m} />
          <div style={{ minWidth: 0 }}>
            <div style={{ fontWeight: 600, color: 'var(--app-text)' }}>{m.displayName}</div>
            {m.email && <div style={{ color: 'var(--app-text-muted)', fontSize: 12 }}>{m.email}</div>}
          </div>
        </Flex>
      ),
    },
    {
      key: 'role',
      dataIndex: 'role',
      title: t('userList.columns.role'),
      responsive: FROM_TABLET,
      sorter: true,
      sortOrder: table.sortOrderOf('role'),
      render: (role: Role) => <RoleTag role={role} />,
    },
    {
      key: 'lastSeenAt',
      dataIndex: 'lastSeenAt',
      title: t('userList.columns.lastOnline'),
      responsive: FROM_DESKTOP,
      sorter: true,
      sortOrder: table.sortOrderOf('lastSeenAt'),
      render: (value: string | null) => <DateText value={value} empty={t('details.never')} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('userList.columns.status'),
      sorter: true,
      sortOrder: table.sortOrderOf('status'),
      render: (status: MemberView['status']) => <StatusTag status={status} />,
    },
    {
      key: 'actions',
      title: t('userList.columns.actions'),
      render: (_, m) => {
        const pending = Boolean(busy[m.uid]);
        const name = m.displayName;
        return (
          <Space wrap size="small">
            <Button
              size="small"
              icon={<EyeOutlined />}
              onClick={() => setViewing(m)}
              aria-label={t('userList.viewOf', { name })}
            >
              {t('userList.view')}
            </Button>
            {isAdmin && m.uid !== me?.uid && (
              <>
                <Select<Role>
                  size="small"
                  value={m.role}
                  disabled={pending}
                  onChange={(role) => void changeRole(m, role)}
                  options={ROLES.map((role) => ({ value: role, label: t(`role.${role}`) }))}
                  aria-label={t('userList.roleOf', { name })}
                  popupMatchSelectWidth={false}
                  style={{ minWidth: 110 }}
                />
                <Button
                  size="small"
                  danger={m.status === 'active'}
                  icon={m.status === 'active' ? <LockOutlined /> : <UnlockOutlined />}
                  disabled={pending}
                  onClick={() => void toggleBlock(m)}
                  aria-label={t(m.status === 'active' ? 'userList.blockOf' : 'userList.unblockOf', { name })}
                >
                  {t(m.status === 'active' ? 'userList.block' : 'userList.unblock')}
                </Button>
                <Popconfirm
                  title={t('userList.deleteTitle', { name })}
                  description={t('userList.deleteHelp')}
                  okText={t('userList.delete')}
                  okButtonProps={{ danger: true }}
                  cancelText={t('userList.cancel')}
                  onConfirm={() => remove(m)}
                >
                  <Button
                    size="small"
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    disabled={pending}
                    aria-label={t('userList.deleteOf', { name })}
                  >
                    {t('userList.delete')}
                  </Button>
                </Popconfirm>
              </>
            )}
          </Space>
        );
      },
    },
  ];

  const drawerMember = viewing ? (data?.items.find((m) => m.uid === viewing.uid) ?? viewing) : null;

  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Input
          value={table.searchText}
          onChange={(e) => table.setSearchText(e.target.value)}
          onPressEnter={() => table.applySearch(table.searchText)}
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('userList.search')}
          aria-label={t('userList.search')}
          style={{ maxWidth: 360 }}
          data-testid="member-search"
        />
      </Flex>
      <ServerTable<MemberView>
        table={table}
        query={list}
        rowKey="uid"
        columns={columns}
        label={t('common:nav.userList')}
        loadFailed={t('userList.loadFailed')}
        range={(r) => t('userList.range', r)}
        empty={q ? t('userList.noMatch', { q }) : t('userList.empty')}
      />
      <MemberDrawer member={drawerMember} onClose={() => setViewing(null)} />
    </Card>
  );
}
