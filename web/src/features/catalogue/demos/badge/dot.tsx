import { BellOutlined, SettingOutlined } from '@ant-design/icons';
import { Badge, Button, Flex, Typography } from 'antd';

export default function BadgeDot() {
  return (
    <Flex gap="large" align="center" wrap>
      <Badge dot>
        <Button icon={<BellOutlined />} aria-label="Notifications, new activity" />
      </Badge>
      <Badge dot>
        <Button type="text" icon={<SettingOutlined />} aria-label="Settings, an update is waiting" />
      </Badge>
      <Badge dot>
        <Button type="link">What's new</Button>
      </Badge>
      <Badge dot color="green">
        <Typography.Text>Team chat</Typography.Text>
      </Badge>
    </Flex>
  );
}
