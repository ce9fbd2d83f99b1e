import { DashboardOutlined, ShopOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, Menu, type MenuProps, Switch } from 'antd';
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
  { key: 'products', label: 'Products', icon: <ShopOutlined /> },
  { key: 'customers', label: 'Customers', icon: <TeamOutlined /> },
];

export default function MenuDark() {
  const [dark, setDark] = useState(true);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 256 }}>
      <Flex gap="small" align="center">
        <Switch checked={dark} onChange={setDark} aria-label="Dark menu" />
        <span>Dark menu</span>
      </Flex>
      <Menu
        theme={dark ? 'dark' : 'light'}
        mode="inline"
        items={items}
        defaultSelectedKeys={['all-orders']}
        defaultOpenKeys={['orders']}
      />
    </Flex>
  );
}
