import {
  DashboardOutlined,
  SettingOutlined,
  ShopOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';

const items: MenuProps['items'] = [
  { key: 'dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  {
    key: 'orders',
    label: 'Orders',
    icon: <ShoppingCartOutlined />,
    children: [
      { key: 'all-orders', label: 'All orders' },
      { key: 'returns', label: 'Returns' },
      { key: 'drafts', label: 'Drafts' },
    ],
  },
  {
    key: 'products',
    label: 'Products',
    icon: <ShopOutlined />,
    children: [
      { key: 'catalogue', label: 'Catalogue' },
      { key: 'inventory', label: 'Inventory' },
      {
        key: 'warehouses',
        label: 'Warehouses',
        children: [
          { key: 'lyon', label: 'Lyon' },
          { key: 'hamburg', label: 'Hamburg' },
        ],
      },
    ],
  },
  { key: 'customers', label: 'Customers', icon: <TeamOutlined /> },
  { key: 'settings', label: 'Settings', icon: <SettingOutlined /> },
];

export default function MenuInline() {
  return (
    <Menu
      mode="inline"
      items={items}
      defaultSelectedKeys={['all-orders']}
      defaultOpenKeys={['orders']}
      style={{ width: '100%', maxWidth: 256 }}
    />
  );
}
