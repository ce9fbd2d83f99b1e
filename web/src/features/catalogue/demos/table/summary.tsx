import { Table, type TableProps, Typography } from 'antd';

type Sale = { key: string; product: string; units: number; revenue: number };

const money = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

const sales: Sale[] = [
  { key: 'lamp', product: 'Aurora desk lamp', units: 42, revenue: 5418 },
  { key: 'throw', product: 'Linen throw', units: 87, revenue: 5176.5 },
  { key: 'table', product: 'Oak side table', units: 15, revenue: 2835 },
  { key: 'vase', product: 'Ceramic vase', units: 63, revenue: 2142 },
];

const columns: TableProps<Sale>['columns'] = [
  { title: 'Product', dataIndex: 'product' },
  { title: 'Units', dataIndex: 'units', align: 'end' },
  { title: 'Revenue', dataIndex: 'revenue', align: 'end', render: (value: number) => money.format(value) },
];

export default function TableSummary() {
  return (
    <Table<Sale>
      columns={columns}
      dataSource={sales}
      pagination={false}
      bordered
      scroll={{ x: 'max-content' }}
      summary={(rows) => {
        const units = rows.reduce((sum, row) => sum + row.units, 0);
        const revenue = rows.reduce((sum, row) => sum + row.revenue, 0);
        return (
          <Table.Summary.Row>
            <Table.Summary.Cell index={0}>
              <Typography.Text strong>March 2026</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={1} align="end">
              <Typography.Text strong>{units}</Typography.Text>
            </Table.Summary.Cell>
            <Table.Summary.Cell index={2} align="end">
              <Typography.Text strong>{money.format(revenue)}</Typography.Text>
            </Table.Summary.Cell>
          </Table.Summary.Row>
        );
      }}
    />
  );
}
