import { ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex } from 'antd';

export default function AvatarSizes() {
  return (
    <Flex vertical gap="medium">
      <Flex gap="small" align="center" wrap>
        <Avatar size={64} icon={<UserOutlined />} />
        <Avatar size="large" icon={<UserOutlined />} />
        <Avatar icon={<UserOutlined />} />
        <Avatar size="small" icon={<UserOutlined />} />
      </Flex>
      <Flex gap="small" align="center" wrap>
        <Avatar shape="square" size={64} icon={<ShopOutlined />} />
        <Avatar shape="square" size="large" icon={<ShopOutlined />} />
        <Avatar shape="square" icon={<ShopOutlined />} />
        <Avatar shape="square" size="small" icon={<ShopOutlined />} />
      </Flex>
      {/* Grows with the screen: 24 px on a phone, 64 px on a wide desktop. */}
      <Avatar size={{ xs: 24, sm: 32, md: 40, lg: 48, xl: 56, xxl: 64 }} icon={<UserOutlined />} />
    </Flex>
  );
}
