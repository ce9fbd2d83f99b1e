import { Table, type TableProps, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

type Status = 'Paid' | 'Pending' | 'Shipped' | 'Refunded';

type Order = { key: string; customer: string; date: string; status: Status; amount: number };

const STATUSES: Status[] = ['Paid', 'Pending', 'Shipped', 'Refunded'];
const CUSTOMERS = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau', 'Chen Jie'];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The entry at `i`, starting again from the first after the last. */
const cycle = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

const orders: Order[] = Array.from({ length: 8 }, (_, i) => ({
  key: `#${1042 + i}`,
  customer: cycle(CUSTOMERS, i),
  date: dayjs('2026-03-02')
    .add((i * 5) % 9, 'day')
    .format('YYYY-MM-DD'),
  status: cycle(STATUSES, i * 3),
  amount: 40 + ((i * 173) % 600),
}));

const columns: TableProps<Order>['columns'] = [
  { title: 'Order', dataIndex: 'key' },
  {
    title: 'Customer',
    dataIndex: 'customer',
    sorter: (a, b) => a.customer.localeCompare(b.customer),
  },
  {
    title: 'Date',
    dataIndex: 'date',
    defaultSortOrder: 'descend',
    sorter: (a, b) => dayjs(a.date).valueOf() - dayjs(b.date).valueOf(),
    render: (date: string) => dayjs(date).format('ll'),
  },
  {
    title: 'Status',
    dataIndex: 'status',
    filters: STATUSES.map((status) => ({ text: status, value: status })),
    onFilter: (value, order) => order.status === value,
    render: (status: Status) => <Tag>{status}</Tag>,
  },
  {
    title: 'Amount',
    dataIndex: 'amount',
    align: 'end',
    sorter: (a, b) => a.amount - b.amount,
    render: (amount: number) => money.format(amount),
  },
];

export default function TableSortFilter() {
  return (
    <Table<Order> columns={columns} dataSource={orders} pagination={false} scroll={{ x: 'max-content' }} />
  );
}
