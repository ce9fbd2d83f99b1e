import {
  EnvironmentOutlined,
  GiftOutlined,
  MailOutlined,
  StarOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import { Flex, Tag } from 'antd';

export default function TagIcons() {
  return (
    <Flex gap="small" wrap>
      <Tag icon={<StarOutlined />} color="gold">
        Best seller
      </Tag>
      <Tag icon={<TruckOutlined />} color="green">
        Free shipping
      </Tag>
      <Tag icon={<GiftOutlined />} color="magenta">
        Gift wrap
      </Tag>
      <Tag icon={<EnvironmentOutlined />}>Osaka</Tag>
      <Tag icon={<MailOutlined />} color="blue" variant="outlined">
        Newsletter
      </Tag>
    </Flex>
  );
}
