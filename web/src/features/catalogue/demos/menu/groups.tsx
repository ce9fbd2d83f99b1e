import { Menu, type MenuProps } from 'antd';

const items: MenuProps['items'] = [
  {
    type: 'group',
    label: 'Sales',
    children: [
      { key: 'orders', label: 'Orders' },
      { key: 'invoices', label: 'Invoices' },
      { key: 'refunds', label: 'Refunds' },
    ],
  },
  { type: 'divider' },
  {
    type: 'group',
    label: 'Team',
    children: [
      { key: 'members', label: 'Members' },
      { key: 'roles', label: 'Roles and permissions' },
    ],
  },
  { type: 'divider', dashed: true },
  { key: 'sign-out', label: 'Sign out', danger: true },
];

export default function MenuGroups() {
  return (
    <Menu
      mode="inline"
      items={items}
      defaultSelectedKeys={['orders']}
      style={{ width: '100%', maxWidth: 256 }}
    />
  );
}
