import { FileTextOutlined } from '@ant-design/icons';
import type { Order } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { PATHS, pathTo } from '../../../config/paths';
import { useGetRecentOrdersQuery } from '../api';
import { useDashboardFormat } from './format';
import { type SimpleColumn, SimpleTable } from './simple-table';
import { PaymentTag } from './status-tags';
import { WidgetCard } from './widget-card';

const LIMIT = 6;

/** "Recent Order": the newest orders, each linking to the order list (searched by id) and its invoice. */
export function RecentOrdersWidget() {
  const { t } = useTranslation('dashboards');
  const { currency, date } = useDashboardFormat();
  const query = useGetRecentOrdersQuery(LIMIT);
  const items = query.data?.items ?? [];

  const columns: SimpleColumn<Order>[] = [
    {
      key: 'id',
      title: t('recentOrders.id'),
      render: (o) => <Link to={pathTo.ordersMatching(o.id)}>{o.id}</Link>,
    },
    { key: 'customer', title: t('recentOrders.customer'), render: (o) => o.customer.name },
    {
      key: 'date',
      title: t('recentOrders.date'),
      render: (o) => <time dateTime={o.date}>{date(o.date)}</time>,
    },
    {
      key: 'total',
      title: t('recentOrders.total'),
      align: 'end',
      render: (o) => currency(o.total),
    },
    {
      key: 'payment',
      title: t('recentOrders.paymentColumn'),
      render: (o) => <PaymentTag status={o.paymentStatus} />,
    },
    {
      key: 'invoice',
      title: t('recentOrders.invoice'),
      align: 'end',
      render: (o) => (
        <Link
          to={pathTo.invoiceOf(o.id)}
          aria-label={t('recentOrders.invoiceOf', { id: o.id })}
          title={t('recentOrders.invoiceOf', { id: o.id })}
        >
          <FileTextOutlined aria-hidden />
        </Link>
      ),
    },
  ];

  return (
    <WidgetCard
      title={t('recentOrders.title')}
      extra={<Link to={PATHS.orders}>{t('recentOrders.viewAll')}</Link>}
      query={query}
      empty={items.length === 0}
      skeletonRows={6}
      testId="recent-orders"
      exportRows={() => [
        [
          t('recentOrders.id'),
          t('recentOrders.customer'),
          t('recentOrders.date'),
          t('recentOrders.total'),
          t('recentOrders.paymentColumn'),
        ],
        ...items.map((o) => [
          o.id,
          o.customer.name,
          o.date,
          o.total,
          t(`recentOrders.payment.${o.paymentStatus}`),
        ]),
      ]}
    >
      {() => (
        <SimpleTable columns={columns} rows={items} rowKey={(o) => o.id} label={t('recentOrders.title')} />
      )}
    </WidgetCard>
  );
}
