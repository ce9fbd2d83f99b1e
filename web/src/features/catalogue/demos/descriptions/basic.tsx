import { Badge, Descriptions, type DescriptionsProps } from 'antd';

const items: DescriptionsProps['items'] = [
  { key: 'customer', label: 'Customer', children: 'Mina Park' },
  { key: 'placed', label: 'Placed on', children: '12 March 2026, 09:41' },
  { key: 'status', label: 'Status', children: <Badge status="processing" text="Packing" /> },
  { key: 'total', label: 'Total', children: '$248.00' },
  { key: 'payment', label: 'Payment', children: 'Visa ending 4242' },
  { key: 'warehouse', label: 'Warehouse', children: 'Rotterdam' },
];

export default function DescriptionsBasic() {
  return <Descriptions title="Order #1042" column={{ xs: 1, sm: 2 }} items={items} />;
}
