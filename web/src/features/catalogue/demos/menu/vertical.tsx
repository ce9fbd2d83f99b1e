import { DashboardOutlined, ShopOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
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
    ],
  },
  {
    key: 'products',
    label: 'Products',
    icon: <ShopOutlined />,
    children: [
      { key: 'catalogue', label: 'Catalogue' },
      { key: 'inventory', label: 'Inventory' },
    ],
  },
  { key: 'customers', label: 'Customers', icon: <TeamOutlined /> },
];

export default function MenuVertical() {
  return (
    <Menu
      mode="vertical"
      items={items}
      defaultSelectedKeys={['dashboard']}
      style={{ width: '100%', maxWidth: 256 }}
    />
  );
}
