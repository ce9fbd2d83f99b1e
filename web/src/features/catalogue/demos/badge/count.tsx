import { BellOutlined, ClockCircleOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, theme } from 'antd';

export default function BadgeCount() {
  const { token } = theme.useToken();
  return (
    <Flex gap="large" align="center" wrap>
      <Badge count={5}>
        <Button icon={<BellOutlined />} aria-label="Notifications, 5 unread" />
      </Badge>
      <Badge count={0} showZero>
        <Button icon={<ShoppingCartOutlined />} aria-label="Cart, empty" />
      </Badge>
      <Badge count={12} size="small">
        <Button>Orders</Button>
      </Badge>
      {/* Any node can stand in for the number, such as an icon for "waiting". */}
      <Badge count={<ClockCircleOutlined style={{ color: token.colorWarning }} />}>
        <Button>Order #1042</Button>
      </Badge>
    </Flex>
  );
}
