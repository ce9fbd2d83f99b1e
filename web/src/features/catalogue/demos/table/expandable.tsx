import { Table, type TableProps } from 'antd';

type Line = { key: string; product: string; quantity: number; price: number };

type Order = { key: string; customer: string; lines: Line[] };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const orders: Order[] = [
  {
    key: '#1042',
    customer: 'Mina Park',
    lines: [
      { key: 'lamp', product: 'Aurora desk lamp', quantity: 1, price: 129 },
      { key: 'throw', product: 'Linen throw', quantity: 2, price: 59.5 },
    ],
  },
  {
    key: '#1043',
    customer: 'Jonas Weber',
    lines: [{ key: 'table', product: 'Oak side table', quantity: 1, price: 189 }],
  },
  {
    key: '#1044',
    customer: 'Aiko Tanaka',
    lines: [
      { key: 'vase', product: 'Ceramic vase', quantity: 3, price: 34 },
      { key: 'mugs', product: 'Stoneware mug set', quantity: 1, price: 42 },
      { key: 'lamp', product: 'Aurora desk lamp', quantity: 1, price: 129 },
    ],
  },
];

const total = (order: Order) => order.lines.reduce((sum, line) => sum + line.quantity * line.price, 0);

const columns: TableProps<Order>['columns'] = [
  { title: 'Order', dataIndex: 'key' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Lines', align: 'end', render: (_, order) => order.lines.length },
  { title: 'Total', align: 'end', render: (_, order) => money.format(total(order)) },
];

const lineColumns: TableProps<Line>['columns'] = [
  { title: 'Product', dataIndex: 'product' },
  { title: 'Qty', dataIndex: 'quantity', align: 'end' },
  { title: 'Price', dataIndex: 'price', align: 'end', render: (price: number) => money.format(price) },
];

export default function TableExpandable() {
  return (
    <Table<Order>
      columns={columns}
      dataSource={orders}
      pagination={false}
      scroll={{ x: 'max-content' }}
      expandable={{
        expandedRowRender: (order) => (
          <Table<Line> columns={lineColumns} dataSource={order.lines} pagination={false} size="small" />
        ),
      }}
    />
  );
}
