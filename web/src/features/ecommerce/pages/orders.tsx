import { EditOutlined, EllipsisOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import type { Order, OrderListQuery, PaymentStatus } from '@atrium/contracts';
import { PAYMENT_STATUSES } from '@atrium/contracts/catalog-rules';
import { Button, Card, Dropdown, Empty, Flex, Input, Select, Table, type TableProps, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useListOrdersQuery } from '../api';
import { OrderDrawer } from '../components/order-drawer';
import { OrderExportButton } from '../components/order-export';
import { OrderDate, useOrderFormat } from '../components/order-format';
import { OrderLoadError } from '../components/order-load-error';
import { OrderRemarkModal } from '../components/order-remark-modal';
import { OrderStatusTag, PaymentStatusTag } from '../components/order-tags';

type SortKey = NonNullable<OrderListQuery['sort']>;
type SortOrder = NonNullable<OrderListQuery['order']>;

const SORT_KEYS: readonly SortKey[] = ['id', 'date', 'total', 'customer'];
const DEFAULT_SORT: SortKey = 'date';
const DEFAULT_ORDER: SortOrder = 'desc';
const DEFAULT_PAGE_SIZE = 10;
const PAGE_SIZES = [10, 20, 50, 100];
const SEARCH_DELAY_MS = 300;
const ALL = 'all';
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** The list's state lives in the URL (page, pageSize, sort, order, q, paymentStatus): reload and Back keep it. */
function readListState(params: URLSearchParams) {
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '', 10) || 1);
  const size = Number.parseInt(params.get('pageSize') ?? '', 10);
  const pageSize = size >= 1 && size <= 100 ? size : DEFAULT_PAGE_SIZE;
  const sortParam = SORT_KEYS.find((key) => key === params.get('sort'));
  const sort = sortParam ?? DEFAULT_SORT;
  const orderParam = params.get('order');
  const order: SortOrder = orderParam === 'asc' || orderParam === 'desc' ? orderParam : DEFAULT_ORDER;
  const q = (params.get('q') ?? '').trim();
  const paymentStatus = PAYMENT_STATUSES.find((s) => s === params.get('paymentStatus')) ?? null;
  return { page, pageSize, sort, order, q, paymentStatus };
}

/** Apps → E-commerce → Orders: every order, searched, filtered, sorted and paged by the server. */
export default function Orders() {
  const { t } = useTranslation('orders');
  const { money } = useOrderFormat();
  const [params, setParams] = useSearchParams();
  const { page, pageSize, sort, order, q, paymentStatus } = readListState(params);

  const { data, currentData, isFetching, isError, error, refetch } = useListOrdersQuery({
    page,
    pageSize,
    sort,
    order,
    ...(q ? { q } : {}),
    ...(paymentStatus ? { paymentStatus } : {}),
  });
  const [viewing, setViewing] = useState<string | null>(null);
  const [remarking, setRemarking] = useState<Order | null>(null);

  /** Sets (or, for null and empty, removes) URL params; other params are kept. */
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

  // A page past the end (e.g. after a narrower filter elsewhere): go to the last page that exists.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reacts to the loaded page only
  useEffect(() => {
    if (currentData && currentData.items.length === 0 && currentData.total > 0 && page > 1) {
      const last = Math.max(1, Math.ceil(currentData.total / pageSize));
      update({ page: last > 1 ? String(last) : null }, true);
    }
  }, [currentData]);

  const sortOrderOf = (key: SortKey) => (sort === key ? (order === 'asc' ? 'ascend' : 'descend') : null);

  const columns: TableProps<Order>['columns'] = [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('columns.id'),
      sorter: true,
      sortOrder: sortOrderOf('id'),
      render: (id: string) => <Typography.Text strong>{id}</Typography.Text>,
    },
    {
      key: 'product',
      title: t('columns.product'),
      render: (_, o) => (
        <span>
          {o.productName}
          {o.itemCount > 1 && (
            <Typography.Text type="secondary" style={{ marginInlineStart: 6, fontSize: 12 }}>
              {t('moreItems', { count: o.itemCount - 1 })}
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'customer',
      title: t('columns.customer'),
      sorter: true,
      sortOrder: sortOrderOf('customer'),
      render: (_, o) => o.customer.name,
    },
    {
      key: 'date',
      dataIndex: 'date',
      title: t('columns.date'),
      sorter: true,
      sortOrder: sortOrderOf('date'),
      // The default order: toggles between newest and oldest first, never "unsorted".
      sortDirections: ['descend', 'ascend', 'descend'],
      render: (value: string) => <OrderDate value={value} />,
    },
    {
      key: 'orderStatus',
      dataIndex: 'orderStatus',
      title: t('columns.orderStatus'),
      render: (status: Order['orderStatus']) => <OrderStatusTag status={status} />,
    },
    {
      key: 'paymentStatus',
      dataIndex: 'paymentStatus',
      title: t('columns.paymentStatus'),
      render: (status: Order['paymentStatus']) => <PaymentStatusTag status={status} />,
    },
    {
      key: 'total',
      dataIndex: 'total',
      title: t('columns.total'),
      sorter: true,
      sortOrder: sortOrderOf('total'),
      align: 'end',
      render: (value: number) => money(value),
    },
    {
      key: 'actions',
      title: <span style={VISUALLY_HIDDEN}>{t('columns.actions')}</span>,
      align: 'end',
      render: (_, o) => (
        <Dropdown
          trigger={['click']}
          menu={{
            items: [
              { key: 'view', icon: <EyeOutlined />, label: t('actions.view') },
              { key: 'remark', icon: <EditOutlined />, label: t('actions.remark') },
            ],
            onClick: ({ key }) => (key === 'view' ? setViewing(o.id) : setRemarking(o)),
          }}
        >
          <Button
            type="text"
            icon={<EllipsisOutlined />}
            aria-label={t('actions.menuOf', { id: o.id })}
            title={t('actions.more')}
          />
        </Dropdown>
      ),
    },
  ];

  const onTableChange: TableProps<Order>['onChange'] = (pagination, _filters, sorter, { action }) => {
    if (action === 'sort') {
      const s = Array.isArray(sorter) ? sorter[0] : sorter;
      const key = SORT_KEYS.find((k) => k === s?.columnKey);
      const dir: SortOrder | null = s?.order === 'ascend' ? 'asc' : s?.order === 'descend' ? 'desc' : null;
      if (!key || !dir || (key === DEFAULT_SORT && dir === DEFAULT_ORDER)) {
        update({ sort: null, order: null, page: null });
      } else {
        update({ sort: key, order: dir, page: null });
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

  const filtered = Boolean(q || paymentStatus);

  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center" style={{ flex: '1 1 auto' }}>
          <Input
            value={text}
            onChange={(e) => setText(e.target.value)}
            onPressEnter={() => applySearch(text)}
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('search')}
            aria-label={t('search')}
            style={{ maxWidth: 320 }}
            data-testid="order-search"
          />
          <Select<string>
            value={paymentStatus ?? ALL}
            onChange={(value) => update({ paymentStatus: value === ALL ? null : value, page: null })}
            options={[
              { value: ALL, label: t('filter.all') },
              ...PAYMENT_STATUSES.map((s: PaymentStatus) => ({ value: s, label: t(`paymentStatus.${s}`) })),
            ]}
            aria-label={t('filter.paymentStatus')}
            popupMatchSelectWidth={false}
            style={{ minWidth: 180 }}
            prefix={<span style={{ color: 'var(--app-text-muted)' }}>{t('filter.label')}</span>}
            data-testid="order-payment-filter"
          />
        </Flex>
        <OrderExportButton q={q} paymentStatus={paymentStatus} />
      </Flex>
      {isError ? (
        <OrderLoadError title={t('loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : (
        <Table<Order>
          rowKey="id"
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
            showTotal: (total, [from, to]) => t('range', { from, to, total }),
          }}
          locale={{
            emptyText: (
              <Empty
                image={Empty.PRESENTED_IMAGE_SIMPLE}
                description={isFetching && !data ? ' ' : filtered ? t('noMatch') : t('empty')}
              />
            ),
          }}
        />
      )}
      <OrderDrawer orderId={viewing} onClose={() => setViewing(null)} />
      <OrderRemarkModal order={remarking} onClose={() => setRemarking(null)} />
    </Card>
  );
}
