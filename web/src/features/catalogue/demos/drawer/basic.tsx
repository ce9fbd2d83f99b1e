import { Button, Descriptions, type DescriptionsProps, Drawer, Tag } from 'antd';
import { useState } from 'react';

const ORDER: DescriptionsProps['items'] = [
  { key: 'customer', label: 'Customer', children: 'Mina Park' },
  { key: 'placed', label: 'Placed', children: '3 March 2026, 14:20' },
  { key: 'status', label: 'Status', children: <Tag color="processing">Shipped</Tag> },
  { key: 'warehouse', label: 'Warehouse', children: 'Rotterdam' },
  { key: 'items', label: 'Items', children: 'Aurora desk lamp, Linen throw' },
  { key: 'total', label: 'Total', children: '$248.00' },
];

export default function DrawerBasic() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        View order #1042
      </Button>
      <Drawer title="Order #1042" open={open} onClose={() => setOpen(false)}>
        <Descriptions column={1} items={ORDER} />
      </Drawer>
    </>
  );
}
