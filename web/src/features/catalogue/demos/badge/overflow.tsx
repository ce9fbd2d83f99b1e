import { MailOutlined } from '@ant-design/icons';
import { Badge, Button, Flex } from 'antd';

export default function BadgeOverflow() {
  return (
    <Flex gap="large" align="center" wrap>
      <Badge count={99}>
        <Button icon={<MailOutlined />}>Inbox</Button>
      </Badge>
      <Badge count={240}>
        <Button icon={<MailOutlined />}>Inbox</Button>
      </Badge>
      <Badge count={14} overflowCount={9}>
        <Button>Low stock</Button>
      </Badge>
      <Badge count={12480} overflowCount={9999}>
        <Button>Page views</Button>
      </Badge>
    </Flex>
  );
}
