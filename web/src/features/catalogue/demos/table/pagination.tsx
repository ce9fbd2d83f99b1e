import { Table, type TableProps } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

type Order = { key: string; customer: string; date: string; amount: number };

const CUSTOMERS = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau', 'Chen Jie'];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The entry at `i`, starting again from the first after the last. */
const cycle = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

const orders: Order[] = Array.from({ length: 18 }, (_, i) => ({
  key: `#${1042 + i}`,
  customer: cycle(CUSTOMERS, i * 2),
  date: dayjs('2026-02-10').add(i, 'day').format('YYYY-MM-DD'),
  amount: 25 + ((i * 211) % 780),
}));

const columns: TableProps<Order>['columns'] = [
  { title: 'Order', dataIndex: 'key' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Date', dataIndex: 'date', render: (date: string) => dayjs(date).format('ll') },
  { title: 'Amount', dataIndex: 'amount', align: 'end', render: (amount: number) => money.format(amount) },
];

export default function TablePagination() {
  return (
    <Table<Order>
      columns={columns}
      dataSource={orders}
      size="small"
      scroll={{ x: 'max-content' }}
      pagination={{
        defaultPageSize: 5,
        showSizeChanger: true,
        pageSizeOptions: [5, 10, 20],
        showTotal: (total, [from, to]) => `${from}–${to} of ${total} orders`,
      }}
    />
  );
}
