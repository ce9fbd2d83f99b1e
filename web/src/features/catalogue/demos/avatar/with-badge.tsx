import { ShopOutlined } from '@ant-design/icons';
import { Avatar, Badge, Flex, theme } from 'antd';

export default function AvatarWithBadge() {
  const { token } = theme.useToken();
  const mina = { backgroundColor: token.blue1, color: token.blue8 };
  return (
    <Flex gap="large" align="center" wrap>
      <Badge count={3}>
        <Avatar size="large" style={mina}>
          MP
        </Avatar>
      </Badge>
      {/* New orders in the store: past 99 the badge shows 99+. */}
      <Badge count={128}>
        <Avatar shape="square" size="large" icon={<ShopOutlined />} />
      </Badge>
      <Badge dot>
        <Avatar shape="square" size="large" icon={<ShopOutlined />} />
      </Badge>
      {/* A green dot in the bottom corner: the member is online. */}
      <Badge dot status="success" offset={[-4, 34]} title="Online">
        <Avatar size="large" style={mina}>
          MP
        </Avatar>
      </Badge>
    </Flex>
  );
}
