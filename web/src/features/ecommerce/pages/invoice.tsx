import { PrinterOutlined } from '@ant-design/icons';
import type { Invoice as InvoiceData } from '@atrium/contracts';
import { Button, Card, Flex, Result, Skeleton, Table, type TableProps, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { FROM_TABLET, useScrollingTable } from '../../../lib/tables';
import { useGetInvoiceQuery } from '../api';
import { orderLineColumns, useOrderFormat } from '../components/order-format';
import '../components/invoice.css';
import { LoadError } from '../../../components/load-error';
import { PATHS } from '../../../config/paths';

type Line = InvoiceData['lines'][number];

/** The seller's block; the company's address is fixed on this demo dashboard. */
function Seller() {
  const { t } = useTranslation('orders');
  // <bdi>: each line keeps its own reading order inside an RTL page (not ".Atrium Inc", "Suite 300 100").
  return (
    <address style={{ fontStyle: 'normal' }}>
      <Typography.Title level={4} style={{ margin: 0 }}>
        <bdi>{t('invoice.seller.name')}</bdi>
      </Typography.Title>
      <div className="invoice-muted">
        <bdi>{t('invoice.seller.street')}</bdi>
      </div>
      <div className="invoice-muted">
        <bdi>{t('invoice.seller.city')}</bdi>
      </div>
      <div className="invoice-muted">
        <bdi>{t('invoice.seller.country')}</bdi>
      </div>
    </address>
  );
}

/** Pages → Invoice: the printable invoice of one order (`?order=<id>`, the newest when absent). */
export default function Invoice() {
  const { t } = useTranslation('orders');
  const scrolling = useScrollingTable(t('invoice.linesLabel'));
  const { money, date } = useOrderFormat();
  const [params] = useSearchParams();
  const orderId = params.get('order')?.trim() || 'latest';
  const { data, isFetching, isError, error, refetch } = useGetInvoiceQuery(orderId);
  const status = (error as { status?: unknown } | undefined)?.status;

  if (isError && status === 404) {
    return (
      <Card>
        <Result
          status="404"
          title={t('invoice.notFound')}
          subTitle={orderId === 'latest' ? t('invoice.noOrders') : t('invoice.notFoundHelp', { id: orderId })}
          extra={
            <Link to={PATHS.orders}>
              <Button type="primary">{t('invoice.backToOrders')}</Button>
            </Link>
          }
        />
      </Card>
    );
  }
  if (isError) {
    return <LoadError title={t('invoice.loadFailed')} error={error} onRetry={() => void refetch()} />;
  }
  // A different order's invoice may still be cached while the asked one loads.
  const invoice = data && (orderId === 'latest' || data.order.id === orderId) ? data : undefined;
  if (!invoice) {
    return (
      <Card className="invoice-card" aria-busy="true" aria-label={t('invoice.loading')}>
        <Skeleton active={isFetching || !data} paragraph={{ rows: 10 }} />
      </Card>
    );
  }

  const { order } = invoice;
  const columns: TableProps<Line>['columns'] = [
    {
      key: 'no',
      dataIndex: 'no',
      title: <bdi>{t('invoice.columns.no')}</bdi>,
      width: 64,
      responsive: FROM_TABLET,
    },
    ...orderLineColumns<Line>(money, {
      product: t('invoice.columns.product'),
      quantity: t('invoice.columns.quantity'),
      price: t('invoice.columns.price'),
      total: t('invoice.columns.total'),
    }),
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="end" className="invoice-actions">
        <Button type="primary" icon={<PrinterOutlined />} onClick={() => window.print()}>
          {t('invoice.print')}
        </Button>
      </Flex>
      <Card className="invoice-card" data-testid="invoice-card">
        <div className="invoice-head">
          <Seller />
          <div className="invoice-meta">
            <Typography.Title level={3} style={{ margin: 0 }}>
              {t('invoice.title')}
            </Typography.Title>
            <div>
              {t('invoice.number')} <strong data-testid="invoice-number">{order.id}</strong>
            </div>
            <div>
              {t('invoice.date')} <time dateTime={order.date}>{date(order.date)}</time>
            </div>
          </div>
        </div>
        <section aria-labelledby="invoice-bill-to" style={{ marginBlockEnd: 24 }}>
          <Typography.Text type="secondary" strong id="invoice-bill-to">
            {t('invoice.billTo')}
          </Typography.Text>
          <div style={{ fontWeight: 600 }}>
            <bdi>{order.customer.name}</bdi>
          </div>
          {order.customer.email && (
            <div className="invoice-muted">
              <bdi>{order.customer.email}</bdi>
            </div>
          )}
        </section>
        <Table<Line>
          rowKey="no"
          columns={columns}
          dataSource={invoice.lines}
          pagination={false}
          {...scrolling}
          aria-label={t('invoice.linesLabel')}
        />
        <dl className="invoice-totals">
          <dt>{t('invoice.subTotal')}</dt>
          <dd data-testid="invoice-sub-total">{money(invoice.subTotal)}</dd>
          <dt>{t('invoice.vat', { rate: invoice.vatRate })}</dt>
          <dd data-testid="invoice-vat">{money(invoice.vat)}</dd>
          <dt className="invoice-grand">{t('invoice.grandTotal')}</dt>
          <dd className="invoice-grand" data-testid="invoice-grand-total">
            {money(invoice.grandTotal)}
          </dd>
        </dl>
      </Card>
    </Flex>
  );
}
