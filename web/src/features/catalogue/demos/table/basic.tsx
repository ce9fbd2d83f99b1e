import { Table, type TableProps, Tag } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

type Status = 'Paid' | 'Pending' | 'Shipped' | 'Refunded';

type Order = { key: string; customer: string; date: string; status: Status; amount: number };

const STATUS_COLORS: Record<Status, string> = {
  Paid: 'success',
  Pending: 'warning',
  Shipped: 'processing',
  Refunded: 'default',
};

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const orders: Order[] = [
  { key: '#1042', customer: 'Mina Park', date: '2026-03-02', status: 'Paid', amount: 248 },
  { key: '#1043', customer: 'Jonas Weber', date: '2026-03-02', status: 'Pending', amount: 89.5 },
  { key: '#1044', customer: 'Aiko Tanaka', date: '2026-03-03', status: 'Shipped', amount: 1240 },
  { key: '#1045', customer: 'Lucas Moreau', date: '2026-03-04', status: 'Refunded', amount: 64 },
  { key: '#1046', customer: 'Chen Jie', date: '2026-03-05', status: 'Paid', amount: 412.75 },
];

const columns: TableProps<Order>['columns'] = [
  { title: 'Order', dataIndex: 'key' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Date', dataIndex: 'date', render: (date: string) => dayjs(date).format('ll') },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: Status) => <Tag color={STATUS_COLORS[status]}>{status}</Tag>,
  },
  { title: 'Amount', dataIndex: 'amount', align: 'end', render: (amount: number) => money.format(amount) },
];

export default function TableBasic() {
  // A box of our own scrolls the table on narrow screens: unlike antd's scroll.x box, it can take
  // keyboard focus (tabIndex) and a name, so keyboard users can scroll it with the arrow keys.
  return (
    <section
      aria-label="Orders"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
      tabIndex={0}
      style={{ overflowX: 'auto' }}
    >
      <Table<Order> columns={columns} dataSource={orders} pagination={false} />
    </section>
  );
}
