import { Layout, Menu, theme } from 'antd';

const { Header, Sider, Content } = Layout;

const sections = [
  { key: 'all', label: 'All orders' },
  { key: 'unpaid', label: 'Unpaid' },
  { key: 'returns', label: 'Returns' },
];

export default function LayoutHeaderSider() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ height: 200, width: '100%', borderRadius: token.borderRadiusLG, overflow: 'hidden' }}>
      <Header
        style={{
          display: 'flex',
          alignItems: 'center',
          height: 48,
          paddingInline: 16,
          color: token.colorTextLightSolid,
        }}
      >
        Orders
      </Header>
      <Layout>
        <Sider width={120} theme="light">
          <Menu mode="inline" defaultSelectedKeys={['all']} items={sections} style={{ borderInlineEnd: 0 }} />
        </Sider>
        <Content style={{ padding: 12, overflow: 'auto' }}>#1042 · Mina Park · $248.00</Content>
      </Layout>
    </Layout>
  );
}
