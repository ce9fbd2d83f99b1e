import { DeleteOutlined, EyeOutlined, LockOutlined, SearchOutlined, UnlockOutlined } from '@ant-design/icons';
import type { Member, MemberListQuery, Role } from '@atrium/contracts';
import { ROLES } from '@atrium/contracts/profile-rules';
import {
  App,
  Button,
  Card,
  Empty,
  Flex,
  Input,
  Popconfirm,
  Select,
  Space,
  Table,
  type TableProps,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useDeleteMemberMutation, useGetMeQuery, useListMembersQuery, useUpdateMemberMutation } from '../api';
import { DateText } from '../components/date-text';
import { LoadError, useErrorText } from '../components/load-error';
import { MemberAvatar } from '../components/member-avatar';
import { MemberDrawer } from '../components/member-drawer';
import { RoleTag, StatusTag } from '../components/member-tags';

type SortKey = NonNullable<MemberListQuery['sort']>;
type SortOrder = NonNullable<MemberListQuery['order']>;

const SORT_KEYS: readonly SortKey[] = ['name', 'email', 'role', 'status', 'lastSeenAt', 'createdAt'];
const DEFAULT_SORT: SortKey = 'name';
const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZES = [10, 20, 50, 100];
const SEARCH_DELAY_MS = 300;

/** The list's state lives in the URL (page, pageSize, sort, order, q), so reload and Back keep it. */
function readListState(params: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const size = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = size >= 1 && size <= 100 ? size : DEFAULT_PAGE_SIZE;
  const sort = SORT_KEYS.find((key) => key === params.get('sort')) ?? DEFAULT_SORT;
  const order: SortOrder = params.get('order') === 'desc' ? 'desc' : 'asc';
  const q = (params.get('q') ?? '').trim();
  return { page, pageSize, sort, order, q };
}

/** Pages → User List: every member, searched, sorted and paged by the server. */
export default function UserList() {
  const { t } = useTranslation('people');
  const { message } = App.useApp();
  const errorText = useErrorText();
  const [params, setParams] = useSearchParams();
  const { page, pageSize, sort, order, q } = readListState(params);

  const { data: me } = useGetMeQuery();
  const isAdmin = me?.role === 'admin';
  const list = useListMembersQuery({ page, pageSize, sort, order, ...(q ? { q } : {}) });
  const { data, currentData, isFetching, isError, error, refetch } = list;
  const [updateMember] = useUpdateMemberMutation();
  const [deleteMember] = useDeleteMemberMutation();
  const [busy, setBusy] = useState<Record<string, boolean>>({});
  const [viewing, setViewing] = useState<Member | null>(null);

  /** Sets (or, for null and defaults, removes) URL params; other params are kept. */
  const update = (changes: Record<string, string | null>, replace = false) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value === null || value === '') next.delete(key);
          else next.set(key, value);
        }
        return next;
      },
      { replace },
    );

  // Search box: typed text is applied 300 ms after the last keystroke, back on page 1. The box follows the
  // URL when it changes from elsewhere (Back, a link), but not when the change is the one it just made.
  const [text, setText] = useState(q);
  const applied = useRef(q);
  useEffect(() => {
    if (q !== applied.current) {
      applied.current = q;
      setText(q);
    }
  }, [q]);
  const applySearch = (value: string) => {
    const next = value.trim();
    if (next === applied.current) return;
    applied.current = next;
    update({ q: next || null, page: null });
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: debounce on the typed text only
  useEffect(() => {
    if (text.trim() === applied.current) return;
    const timer = setTimeout(() => applySearch(text), SEARCH_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);

  // A page past the end (e.g. after deleting the last member on it): go to the last page that exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the loaded page only
  useEffect(() => {
    if (currentData && currentData.items.length === 0 && currentData.total > 0 && page > 1) {
      const last = Math.max(1, Math.ceil(currentData.total / pageSize));
      update({ page: last > 1 ? String(last) : null }, true);
    }
  }, [currentData]);

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
  const changeRole = (m: Member, role: Role) =>
    run(
      m.uid,
      () => updateMember({ uid: m.uid, changes: { role } }).unwrap(),
      t('userList.roleChanged', { name: m.displayName, role: t(`role.${role}`) }),
    );
  const toggleBlock = (m: Member) => {
    const status = m.status === 'active' ? 'blocked' : 'active';
    return run(
      m.uid,
      () => updateMember({ uid: m.uid, changes: { status } }).unwrap(),
      t(status === 'blocked' ? 'userList.blocked' : 'userList.unblocked', { name: m.displayName }),
    );
  };
  const remove = (m: Member) =>
    run(m.uid, () => deleteMember(m.uid).unwrap(), t('userList.deleted', { name: m.displayName }));

  const sortOrderOf = (key: SortKey) => (sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableProps<Member>['columns'] = [
    {
      key: 'name',
      title: t('userList.columns.user'),
      sorter: true,
      sortOrder: sortOrderOf('name'),
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
      sorter: true,
      sortOrder: sortOrderOf('role'),
      render: (role: Role) => <RoleTag role={role} />,
    },
    {
      key: 'lastSeenAt',
      dataIndex: 'lastSeenAt',
      title: t('userList.columns.lastOnline'),
      sorter: true,
      sortOrder: sortOrderOf('lastSeenAt'),
      render: (value: string | null) => <DateText value={value} empty={t('details.never')} />,
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: t('userList.columns.status'),
      sorter: true,
      sortOrder: sortOrderOf('status'),
      render: (status: Member['status']) => <StatusTag status={status} />,
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

  const onTableChange: TableProps<Member>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = SORT_KEYS.find((k) => k === s?.columnKey);
      if (!key || !s?.order || (key === DEFAULT_SORT && s.order === 'ascend')) {
        update({ sort: null, order: null, page: null });
      } else {
        update({ sort: key, order: s.order === 'ascend' ? 'asc' : 'desc', page: null });
      }
    } else if (action === 'paginate') {
      const size = pagination.pageSize ?? pageSize;
      const current = size === pageSize ? (pagination.current ?? 1) : 1;
      update({
        page: current > 1 ? String(current) : null,
        pageSize: size === DEFAULT_PAGE_SIZE ? null : String(size),
      });
    }
  };

  const drawerMember = viewing ? (data?.items.find((m) => m.uid === viewing.uid) ?? viewing) : null;

  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Input
          value={text}
          onChange={(e) => setText(e.target.value)}
          onPressEnter={() => applySearch(text)}
          allowClear
          prefix={<SearchOutlined aria-hidden />}
          placeholder={t('userList.search')}
          aria-label={t('userList.search')}
          style={{ maxWidth: 360 }}
          data-testid="member-search"
        />
      </Flex>
      {isError ? (
        <LoadError title={t('userList.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<Member>
          rowKey="uid"
          columns={columns}
          dataSource={data?.items ?? []}
          loading={isFetching}
          onChange={onTableChange}
          scroll={{ x: 'max-content' }}
          showSorterTooltip={false}
          pagination={{
            current: page,
            pageSize,
            total: data?.total ?? 0,
            showSizeChanger: true,
            pageSizeOptions: PAGE_SIZES,
            showTotal: (total, [from, to]) => t('userList.range', { from, to, total }),
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={q ? t('userList.noMatch', { q }) : t('userList.empty')}
              />
            ),
          }}
        />
      )}
      <MemberDrawer member={drawerMember} onClose={() => setViewing(null)} />
    </Card>
  );
}
