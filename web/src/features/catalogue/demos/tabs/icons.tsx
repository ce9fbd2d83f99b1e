import { InboxOutlined, MessageOutlined, ShoppingOutlined } from '@ant-design/icons';
import { Tabs } from 'antd';

export default function TabsIcons() {
  return (
    <Tabs
      defaultActiveKey="orders"
      items={[
        { key: 'orders', label: 'Orders', icon: <ShoppingOutlined />, children: '8 orders placed today' },
        { key: 'returns', label: 'Returns', icon: <InboxOutlined />, children: '2 returns to inspect' },
        { key: 'messages', label: 'Messages', icon: <MessageOutlined />, children: '5 unread messages' },
      ]}
    />
  );
}
