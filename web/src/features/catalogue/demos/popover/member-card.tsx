import { MailOutlined, MessageOutlined } from '@ant-design/icons';
import { Avatar, Button, Flex, Popover, Tag, Typography } from 'antd';

const card = (
  <Flex vertical gap="middle" style={{ width: 240 }}>
    <Flex gap="middle" align="center">
      <Avatar size={48} style={{ flex: 'none' }}>
        AT
      </Avatar>
      <Flex vertical>
        <Typography.Text strong>Aiko Tanaka</Typography.Text>
        <Typography.Text type="secondary">Warehouse lead · Osaka</Typography.Text>
      </Flex>
    </Flex>
    <Flex gap="small" wrap>
      <Tag color="green">Online</Tag>
      <Tag>Shipping</Tag>
      <Tag>Returns</Tag>
    </Flex>
    <Flex gap="small">
      <Button size="small" type="primary" icon={<MessageOutlined />}>
        Message
      </Button>
      <Button size="small" icon={<MailOutlined />}>
        Email
      </Button>
    </Flex>
  </Flex>
);

export default function PopoverMemberCard() {
  return (
    <Typography.Text>
      Packed by{' '}
      <Popover content={card} trigger={['hover', 'focus']}>
        <Button type="link" style={{ padding: 0, height: 'auto' }}>
          Aiko Tanaka
        </Button>
      </Popover>{' '}
      on Mar 3, 2026.
    </Typography.Text>
  );
}
