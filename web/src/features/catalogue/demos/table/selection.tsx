import { App, Button, Flex, Table, type TableProps, Typography } from 'antd';
import { type Key, useState } from 'react';

type Order = { key: string; customer: string; items: number; warehouse: string };

const orders: Order[] = [
  { key: '#1042', customer: 'Mina Park', items: 3, warehouse: 'Rotterdam' },
  { key: '#1043', customer: 'Jonas Weber', items: 1, warehouse: 'Lyon' },
  { key: '#1044', customer: 'Aiko Tanaka', items: 5, warehouse: 'Osaka' },
  { key: '#1045', customer: 'Lucas Moreau', items: 2, warehouse: 'Lyon' },
  { key: '#1046', customer: 'Chen Jie', items: 4, warehouse: 'Rotterdam' },
];

const columns: TableProps<Order>['columns'] = [
  { title: 'Order', dataIndex: 'key' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Items', dataIndex: 'items', align: 'end' },
  { title: 'Warehouse', dataIndex: 'warehouse' },
];

export default function TableSelection() {
  const { message } = App.useApp();
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const ship = () => {
    message.success(`${selectedKeys.length} orders marked as shipped`);
    setSelectedKeys([]);
  };

  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap style={{ minHeight: 32 }}>
        {selectedKeys.length > 0 ? (
          <>
            <Typography.Text>{selectedKeys.length} selected</Typography.Text>
            <Button type="primary" size="small" onClick={ship}>
              Mark as shipped
            </Button>
            <Button size="small" onClick={() => setSelectedKeys([])}>
              Clear
            </Button>
          </>
        ) : (
          <Typography.Text type="secondary">Select orders to ship them together</Typography.Text>
        )}
      </Flex>
      {/* No scroll.x: with it antd copies the select-all checkbox into a hidden row that measures the
          columns, where Tab still lands on it. Our own box scrolls instead, and can be focused. */}
      <section
        aria-label="Orders to ship"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table<Order>
          rowSelection={{ selectedRowKeys: selectedKeys, onChange: setSelectedKeys }}
          columns={columns}
          dataSource={orders}
          pagination={false}
        />
      </section>
    </Flex>
  );
}
