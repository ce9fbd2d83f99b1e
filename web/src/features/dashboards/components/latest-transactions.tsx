import type { Transactions } from '@atrium/contracts';
import { useTranslation } from 'react-i18next';
import { useGetTransactionsQuery } from '../api';
import { useDashboardFormat } from './format';
import { type SimpleColumn, SimpleTable } from './simple-table';
import { TransactionStatusTag } from './status-tags';
import { WidgetCard } from './widget-card';

type Row = Transactions['items'][number];
// Ten rows fill the card beside the two member cards on a desktop, with no empty space under the table.
const LIMIT = 10;

/** "Latest Transactions": the newest orders as payments (customer, date, amount, status). */
export function LatestTransactionsWidget() {
  const { t } = useTranslation('dashboards');
  const { currency, date } = useDashboardFormat();
  const query = useGetTransactionsQuery(LIMIT);
  const items = query.data?.items ?? [];

  const columns: SimpleColumn<Row>[] = [
    {
      key: 'customer',
      title: t('transactions.customer'),
      render: (r) => <strong>{r.customer}</strong>,
    },
    {
      key: 'date',
      title: t('transactions.date'),
      render: (r) => <time dateTime={r.date}>{date(r.date)}</time>,
    },
    {
      key: 'amount',
      title: t('transactions.amount'),
      align: 'end',
      render: (r) => currency(r.amount),
    },
    {
      key: 'status',
      title: t('transactions.statusColumn'),
      align: 'end',
      render: (r) => <TransactionStatusTag status={r.status} />,
    },
  ];

  return (
    <WidgetCard
      title={t('transactions.title')}
      query={query}
      empty={items.length === 0}
      skeletonRows={6}
      testId="latest-transactions"
      exportRows={() => [
        [
          t('transactions.order'),
          t('transactions.customer'),
          t('transactions.date'),
          t('transactions.amount'),
          t('transactions.statusColumn'),
        ],
        ...items.map((r) => [r.orderId, r.customer, r.date, r.amount, t(`transactions.status.${r.status}`)]),
      ]}
    >
      {() => (
        <SimpleTable
          columns={columns}
          rows={items}
          rowKey={(r) => r.orderId}
          label={t('transactions.title')}
        />
      )}
    </WidgetCard>
  );
}
