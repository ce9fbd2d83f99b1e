import { Badge, Flex, Typography, theme } from 'antd';

const CATEGORIES = [
  { color: 'gold', text: 'Lighting' },
  { color: 'cyan', text: 'Textiles' },
  { color: 'green', text: 'Furniture' },
  { color: 'purple', text: 'Gift cards' },
];

export default function BadgeColors() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="medium">
      <Flex gap="medium" wrap>
        {CATEGORIES.map(({ color, text }) => (
          <Badge key={text} color={color} text={text} />
        ))}
      </Flex>
      {/* Without children the count stands alone, e.g. beside a menu label. */}
      <Flex vertical gap="small" style={{ width: '100%', maxWidth: 240 }}>
        <Flex justify="space-between">
          <Typography.Text>Unpaid orders</Typography.Text>
          <Badge count={4} />
        </Flex>
        <Flex justify="space-between">
          <Typography.Text>Ready to ship</Typography.Text>
          <Badge count={18} color={token.colorPrimary} />
        </Flex>
        <Flex justify="space-between">
          <Typography.Text>Returns</Typography.Text>
          <Badge
            count={0}
            showZero
            styles={{ indicator: { background: token.colorFillSecondary, color: token.colorText } }}
          />
        </Flex>
      </Flex>
    </Flex>
  );
}
