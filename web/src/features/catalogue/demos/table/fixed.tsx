import { Button, Table, type TableProps } from 'antd';
import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';

dayjs.extend(localizedFormat);

type Order = {
  key: string;
  customer: string;
  email: string;
  date: string;
  warehouse: string;
  carrier: string;
  amount: number;
};

const CUSTOMERS = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau', 'Chen Jie'];
const WAREHOUSES = ['Rotterdam', 'Lyon', 'Osaka'];
const CARRIERS = ['DHL Express', 'Colissimo', 'Yamato'];

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** The entry at `i`, starting again from the first after the last. */
const cycle = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

const orders: Order[] = Array.from({ length: 8 }, (_, i) => {
  const customer = cycle(CUSTOMERS, i);
  return {
    key: `#${1042 + i}`,
    customer,
    email: `${customer.replace(/ .*/, '').toLowerCase()}@example.com`,
    date: dayjs('2026-04-01').add(i, 'day').format('YYYY-MM-DD'),
    warehouse: cycle(WAREHOUSES, i),
    carrier: cycle(CARRIERS, i + 1),
    amount: 30 + ((i * 157) % 640),
  };
});

const columns: TableProps<Order>['columns'] = [
  { title: 'Order', dataIndex: 'key', fixed: 'start' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Email', dataIndex: 'email' },
  { title: 'Date', dataIndex: 'date', render: (date: string) => dayjs(date).format('ll') },
  { title: 'Warehouse', dataIndex: 'warehouse' },
  { title: 'Carrier', dataIndex: 'carrier' },
  { title: 'Amount', dataIndex: 'amount', align: 'end', render: (amount: number) => money.format(amount) },
  {
    title: 'Action',
    key: 'action',
    fixed: 'end',
    render: (_, order) => (
      <Button type="link" size="small" aria-label={`Open order ${order.key}`}>
        Open
      </Button>
    ),
  },
];

export default function TableFixed() {
  return (
    <Table<Order>
      columns={columns}
      dataSource={orders}
      pagination={false}
      size="small"
      scroll={{ x: 'max-content', y: 240 }}
    />
  );
}
