import { Layout, theme } from 'antd';

const { Header, Sider, Content, Footer } = Layout;

export default function LayoutSiderFirst() {
  const { token } = theme.useToken();
  return (
    <Layout style={{ height: 200, width: '100%', borderRadius: token.borderRadiusLG, overflow: 'hidden' }}>
      <Sider width={96} style={{ padding: 12, color: token.colorTextLightSolid }}>
        Atrium
      </Sider>
      <Layout>
        <Header
          style={{
            display: 'flex',
            alignItems: 'center',
            height: 48,
            paddingInline: 16,
            background: token.colorBgContainer,
          }}
        >
          Team
        </Header>
        <Content style={{ padding: 12 }}>Aiko Tanaka, Lucas Moreau and Chen Jie are online.</Content>
        <Footer style={{ paddingBlock: 8, paddingInline: 16, color: token.colorTextSecondary }}>
          Last sync 09:41
        </Footer>
      </Layout>
    </Layout>
  );
}
