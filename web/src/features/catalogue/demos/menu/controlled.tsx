import { ShopOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import { Flex, Menu, type MenuProps, Typography } from 'antd';
import { useState } from 'react';

const items: MenuProps['items'] = [
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
  {
    key: 'team',
    label: 'Team',
    icon: <TeamOutlined />,
    children: [
      { key: 'members', label: 'Members' },
      { key: 'roles', label: 'Roles' },
    ],
  },
];

export default function MenuControlled() {
  const [selectedKeys, setSelectedKeys] = useState(['returns']);
  const [openKeys, setOpenKeys] = useState(['orders']);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 256 }}>
      <Menu
        mode="inline"
        items={items}
        selectedKeys={selectedKeys}
        onSelect={({ key }) => setSelectedKeys([key])}
        openKeys={openKeys}
        // Keep one section open at a time: the one just opened.
        onOpenChange={(keys) => setOpenKeys(keys.filter((key) => !openKeys.includes(key)))}
      />
      <Typography.Text type="secondary">
        Selected: {selectedKeys.join(', ')} · Open: {openKeys.join(', ') || 'none'}
      </Typography.Text>
    </Flex>
  );
}
