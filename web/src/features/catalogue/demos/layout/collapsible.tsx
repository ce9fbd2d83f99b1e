import {
  DashboardOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  ShoppingCartOutlined,
  TagOutlined,
  TeamOutlined,
} from '@ant-design/icons';
import { Button, Layout, Menu, theme } from 'antd';
import { useState } from 'react';

const { Header, Sider, Content } = Layout;

const items = [
  { key: 'dashboard', icon: <DashboardOutlined />, label: 'Dashboard' },
  { key: 'orders', icon: <ShoppingCartOutlined />, label: 'Orders' },
  { key: 'products', icon: <TagOutlined />, label: 'Products' },
  { key: 'team', icon: <TeamOutlined />, label: 'Team' },
];

export default function LayoutCollapsible() {
  const { token } = theme.useToken();
  const [collapsed, setCollapsed] = useState(false);
  return (
    <Layout style={{ height: 240, width: '100%', borderRadius: token.borderRadiusLG, overflow: 'hidden' }}>
      {/* antd's own trigger is position: fixed to the window's bottom; a header button stays in the box. */}
      <Sider width={160} collapsedWidth={64} trigger={null} collapsible collapsed={collapsed}>
        <Menu
          theme="dark"
          mode="inline"
          defaultSelectedKeys={['orders']}
          items={items}
          style={{ height: '100%' }}
        />
      </Sider>
      <Layout>
        <Header
          style={{
            display: 'flex',
            alignItems: 'center',
            height: 48,
            paddingInline: 8,
            background: token.colorBgContainer,
          }}
        >
          <Button
            type="text"
            icon={collapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
            aria-label={collapsed ? 'Expand menu' : 'Collapse menu'}
            aria-expanded={!collapsed}
            onClick={() => setCollapsed(!collapsed)}
          />
        </Header>
        <Content style={{ padding: 12 }}>12 orders to ship today</Content>
      </Layout>
    </Layout>
  );
}
