import { FileTextOutlined } from '@ant-design/icons';
import type { Order } from '@atrium/contracts';
import { Descriptions, type DescriptionsProps, Drawer, Flex, Skeleton, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { LoadError } from '../../../components/load-error';
import { pathTo } from '../../../config/paths';
import { useAppSelector } from '../../../lib/hooks';
import { useScrollingTable } from '../../../lib/tables';
import { useGetOrderQuery } from '../api';
import { OrderDate, orderLineColumns, useOrderFormat } from './order-format';
import { OrderStatusTag, PaymentStatusTag } from './order-tags';

type Line = NonNullable<Order['lines']>[number];

/** One order's details (with its lines, loaded on open), from the orders list's "View Details". */
export function OrderDrawer({ orderId, onClose }: { orderId: string | null; onClose: () => void }) {
  const { t } = useTranslation('orders');
  const scrolling = useScrollingTable(t('details.lines.title'));
  const direction = useAppSelector((s) => s.theme.direction);
  const { money } = useOrderFormat();
  const {
    data: order,
    isFetching,
    isError,
    error,
    refetch,
  } = useGetOrderQuery(orderId ?? '', {
    skip: orderId === null,
  });
  const shown = order && order.id === orderId ? order : undefined;

  const items: DescriptionsProps['items'] = shown
    ? [
        {
          key: 'customer',
          label: t('details.customer'),
          children: (
            <div>
              <div>{shown.customer.name}</div>
              {shown.customer.email && (
                <a href={`mailto:${shown.customer.email}`} style={{ fontSize: 12 }}>
                  {shown.customer.email}
                </a>
              )}
            </div>
          ),
        },
        {
          key: 'date',
          label: t('details.date'),
          children: <OrderDate value={shown.date} format="dateTime" />,
        },
        {
          key: 'orderStatus',
          label: t('details.orderStatus'),
          children: <OrderStatusTag status={shown.orderStatus} />,
        },
        {
          key: 'paymentStatus',
          label: t('details.paymentStatus'),
          children: <PaymentStatusTag status={shown.paymentStatus} />,
        },
        { key: 'total', label: t('details.total'), children: <strong>{money(shown.total)}</strong> },
        {
          key: 'remark',
          label: t('details.remark'),
          children: shown.remark ? (
            <span style={{ whiteSpace: 'pre-wrap' }}>{shown.remark}</span>
          ) : (
            <Typography.Text type="secondary">{t('details.noRemark')}</Typography.Text>
          ),
        },
      ]
    : [];

  const columns = orderLineColumns<Line>(money, {
    product: t('details.lines.product'),
    quantity: t('details.lines.quantity'),
    price: t('details.lines.price'),
    total: t('details.lines.total'),
  });

  return (
    <Drawer
      open={orderId !== null}
      onClose={onClose}
      title={orderId ? t('details.title', { id: orderId }) : ''}
      size={560}
      placement={direction === 'rtl' ? 'left' : 'right'}
      destroyOnHidden
      data-testid="order-drawer"
    >
      {isError ? (
        <LoadError title={t('details.loadFailed')} error={error} onRetry={() => void refetch()} />
      ) : !shown ? (
        <Skeleton active={isFetching} paragraph={{ rows: 8 }} />
      ) : (
        <Flex vertical gap={16}>
          <Descriptions column={1} size="small" bordered items={items} />
          <Typography.Title level={5} style={{ margin: 0 }}>
            {t('details.lines.title')}
          </Typography.Title>
          <Table<Line>
            size="small"
            rowKey={(line) => `${line.productId ?? ''}:${line.productName}`}
            columns={columns}
            dataSource={shown.lines ?? []}
            pagination={false}
            {...scrolling}
            aria-label={t('details.lines.title')}
          />
          <Link to={pathTo.invoiceOf(shown.id)}>
            <FileTextOutlined aria-hidden style={{ marginInlineEnd: 6 }} />
            {t('details.openInvoice')}
          </Link>
        </Flex>
      )}
    </Drawer>
  );
}
