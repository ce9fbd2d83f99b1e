import { Button, Empty, Table, type TableProps } from 'antd';

type Order = { key: string; number: string; customer: string; total: string };

const columns: TableProps<Order>['columns'] = [
  { title: 'Order', dataIndex: 'number' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Total', dataIndex: 'total', align: 'end' },
];

export default function EmptyInTable() {
  return (
    <Table<Order>
      size="small"
      columns={columns}
      dataSource={[]}
      // Only the empty text is replaced; the table's other texts stay translated.
      locale={{
        emptyText: (
          <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders match “Lyon, unpaid”">
            <Button size="small">Clear filters</Button>
          </Empty>
        ),
      }}
    />
  );
}
