import { Button, Card, Flex, Typography, theme } from 'antd';

export default function CardBasic() {
  const { token } = theme.useToken();
  const width = { width: '100%', maxWidth: 300 };
  return (
    <Flex vertical gap="medium">
      <Card title="Order #1042" extra={<Button type="link">Details</Button>} style={width}>
        <Typography.Paragraph>Mina Park · 3 items</Typography.Paragraph>
        <Typography.Text strong>$248.00</Typography.Text>
      </Card>
      <Card size="small" title="Low stock" style={width}>
        Oak side table: 3 left at Rotterdam warehouse
      </Card>
      {/* Borderless cards stand out on the page background, as on a dashboard. */}
      <div
        style={{
          padding: token.padding,
          background: token.colorBgLayout,
          borderRadius: token.borderRadiusLG,
        }}
      >
        <Card variant="borderless" style={width} styles={{ body: { paddingBlock: token.paddingSM } }}>
          Revenue today: <Typography.Text strong>$3,912.40</Typography.Text>
        </Card>
      </div>
    </Flex>
  );
}
