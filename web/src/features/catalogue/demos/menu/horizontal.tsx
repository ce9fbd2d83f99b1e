import { Menu, type MenuProps } from 'antd';

const items: MenuProps['items'] = [
  { key: 'overview', label: 'Overview' },
  { key: 'orders', label: 'Orders' },
  { key: 'products', label: 'Products' },
  { key: 'customers', label: 'Customers' },
  { key: 'analytics', label: 'Analytics' },
  {
    key: 'marketing',
    label: 'Marketing',
    children: [
      { key: 'campaigns', label: 'Campaigns' },
      { key: 'discounts', label: 'Discount codes' },
    ],
  },
  { key: 'settings', label: 'Settings' },
];

export default function MenuHorizontal() {
  // In a box narrower than the items, antd moves the extra ones into a "…" submenu.
  return <Menu mode="horizontal" items={items} defaultSelectedKeys={['orders']} style={{ width: '100%' }} />;
}
