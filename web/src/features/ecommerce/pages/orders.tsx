import { EditOutlined, EllipsisOutlined, EyeOutlined, SearchOutlined } from '@ant-design/icons';
import type { Order, OrderListQuery, PaymentStatus } from '@atrium/contracts';
import { PAYMENT_STATUSES } from '@atrium/contracts/catalog-rules';
import { Button, Card, Dropdown, Flex, Input, Select, type TableProps, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ServerTable } from '../../../components/server-table';
import { useAccess } from '../../../lib/access';
import { FROM_DESKTOP, FROM_TABLET } from '../../../lib/tables';
import { useUrlTable } from '../../../lib/use-url-table';
import { useListOrdersQuery } from '../api';
import { OrderDrawer } from '../components/order-drawer';
import '../components/orders.css';
import { OrderExportButton } from '../components/order-export';
import { OrderDate, useOrderFormat } from '../components/order-format';
import { OrderRemarkModal } from '../components/order-remark-modal';
import { OrderStatusTag, PaymentStatusTag } from '../components/order-tags';

type SortKey = NonNullable<OrderListQuery['sort']>;
type SortOrder = NonNullable<OrderListQuery['order']>;

const SORT_KEYS: readonly SortKey[] = ['id', 'date', 'total', 'customer'];
const DEFAULT_SORT: SortKey = 'date';
const DEFAULT_ORDER: SortOrder = 'desc';
const ALL = 'all';
const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

/** Apps → E-commerce → Orders: every order, searched, filtered, sorted and paged by the server. */
export default function Orders() {
  const { t } = useTranslation('orders');
  const { money } = useOrderFormat();
  const table = useUrlTable<SortKey, Order>({
    sortKeys: SORT_KEYS,
    defaultSort: DEFAULT_SORT,
    defaultOrder: DEFAULT_ORDER,
  });
  const { page, pageSize, sort, order, q } = table;
  const paymentStatus = PAYMENT_STATUSES.find((s) => s === table.params.get('paymentStatus')) ?? null;

  const list = useListOrdersQuery({
    page,
    pageSize,
    sort,
    order,
    ...(q ? { q } : {}),
    ...(paymentStatus ? { paymentStatus } : {}),
  });
  const [viewing, setViewing] = useState<string | null>(null);
  const [remarking, setRemarking] = useState<Order | null>(null);
  // Remarks are order writes (orders.write: Managers, Admins).
  const canRemark = useAccess().can('orders.write');

  const columns: TableProps<Order>['columns'] = [
    {
      key: 'id',
      dataIndex: 'id',
      title: t('columns.id'),
      sorter: true,
      sortOrder: table.sortOrderOf('id'),
      // Never broken across lines ("173" / "0" in a narrow RTL column).
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (id: string) => <Typography.Text strong>{id}</Typography.Text>,
    },
    {
      key: 'product',
      title: t('columns.product'),
      responsive: FROM_TABLET,
      // A long name is cut (whole in its tooltip) so that the date and statuses keep their room on a laptop.
      render: (_, o) => (
        <span className="order-product">
          <span className="order-product-name" title={o.productName}>
            {o.productName}
          </span>
          {o.itemCount > 1 && (
            <Typography.Text type="secondary" className="order-product-more">
              <bdi>{t('moreItems', { count: o.itemCount - 1 })}</bdi>
            </Typography.Text>
          )}
        </span>
      ),
    },
    {
      key: 'customer',
      title: t('columns.customer'),
      sorter: true,
      sortOrder: table.sortOrderOf('customer'),
      render: (_, o) => o.customer.name,
    },
    {
      key: 'date',
      dataIndex: 'date',
      title: t('columns.date'),
      sorter: true,
      sortOrder: table.sortOrderOf('date'),
      // The default order: toggles between newest and oldest first, never "unsorted".
      sortDirections: ['descend', 'ascend', 'descend'],
      responsive: FROM_TABLET,
      onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
      render: (value: string) => <OrderDate value={value} format="shortDate" />,
    },
    {
      key: 'orderStatus',
      dataIndex: 'orderStatus',
      title: t('columns.orderStatus'),
      responsive: FROM_DESKTOP,
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
      sortOrder: table.sortOrderOf('total'),
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
              ...(canRemark ? [{ key: 'remark', icon: <EditOutlined />, label: t('actions.remark') }] : []),
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

  const filtered = Boolean(q || paymentStatus);

  return (
    <Card>
      <Flex wrap gap={12} justify="space-between" align="center" style={{ marginBottom: 16 }}>
        <Flex wrap gap={12} align="center" style={{ flex: '1 1 auto' }}>
          <Input
            value={table.searchText}
            onChange={(e) => table.setSearchText(e.target.value)}
            onPressEnter={() => table.applySearch(table.searchText)}
            allowClear
            prefix={<SearchOutlined aria-hidden />}
            placeholder={t('search')}
            aria-label={t('search')}
            style={{ maxWidth: 320 }}
            data-testid="order-search"
          />
          <Select<string>
            value={paymentStatus ?? ALL}
            onChange={(value) => table.update({ paymentStatus: value === ALL ? null : value, page: null })}
            options={[
              { value: ALL, label: t('filter.all') },
              ...PAYMENT_STATUSES.map((s: PaymentStatus) => ({ value: s, label: t(`paymentStatus.${s}`) })),
            ]}
            aria-label={t('filter.paymentStatus')}
            popupMatchSelectWidth={false}
            style={{ minWidth: 180 }}
            prefix={<bdi style={{ color: 'var(--app-text-muted)' }}>{t('filter.label')}</bdi>}
            data-testid="order-payment-filter"
          />
        </Flex>
        <OrderExportButton q={q} paymentStatus={paymentStatus} />
      </Flex>
      <ServerTable<Order>
        table={table}
        query={list}
        rowKey="id"
        columns={columns}
        label={t('common:nav.orders')}
        loadFailed={t('loadFailed')}
        range={(r) => t('range', r)}
        empty={filtered ? t('noMatch') : t('empty')}
      />
      <OrderDrawer orderId={viewing} onClose={() => setViewing(null)} />
      <OrderRemarkModal order={remarking} onClose={() => setRemarking(null)} />
    </Card>
  );
}
