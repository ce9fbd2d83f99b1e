import { Layout, theme } from 'antd';

const { Header, Content, Footer } = Layout;

export default function LayoutHeaderContentFooter() {
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
        Atrium shop
      </Header>
      <Content style={{ margin: 12, padding: 12, background: token.colorBgContainer }}>
        Orders waiting to ship: 12
      </Content>
      <Footer style={{ paddingBlock: 8, paddingInline: 16, color: token.colorTextSecondary }}>
        © 2026 Atrium · Lyon warehouse
      </Footer>
    </Layout>
  );
}
