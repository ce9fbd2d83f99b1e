import {
  DashboardOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  SettingOutlined,
  ShoppingCartOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Menu, type MenuProps } from 'antd';
import { useState } from 'react';

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
  { key: 'customers', label: 'Customers', icon: <TeamOutlined /> },
  { key: 'settings', label: 'Settings', icon: <SettingOutlined /> },
];

export default function MenuCollapsed() {
  const [collapsed, setCollapsed] = useState(false);
  return (
    <div style={{ width: '100%', maxWidth: 256 }}>
      <Button
        icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
        aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
        onClick={() => setCollapsed(!collapsed)}
        style={{ marginBlockEnd: 8 }}
      />
      <Menu mode="inline" inlineCollapsed={collapsed} items={items} defaultSelectedKeys={['dashboard']} />
    </div>
  );
}
