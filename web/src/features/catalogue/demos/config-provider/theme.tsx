import { Button, ConfigProvider, Flex, Input, Switch, Tag, Typography } from 'antd';

function Controls() {
  return (
    <Flex gap="small" align="center" wrap>
      <Input placeholder="Gift message" aria-label="Gift message" style={{ width: '100%', maxWidth: 180 }} />
      <Switch defaultChecked aria-label="Gift wrap" />
      <Tag color="processing">Shipped</Tag>
      <Button type="primary">Save order</Button>
    </Flex>
  );
}

export default function ConfigProviderTheme() {
  return (
    <Flex vertical gap="middle">
      <Typography.Text type="secondary">The page’s theme</Typography.Text>
      <Controls />
      <Typography.Text type="secondary">A nested theme for the gift shop</Typography.Text>
      <ConfigProvider theme={{ token: { colorPrimary: '#7c3aed', borderRadius: 16 } }}>
        <Controls />
      </ConfigProvider>
    </Flex>
  );
}
