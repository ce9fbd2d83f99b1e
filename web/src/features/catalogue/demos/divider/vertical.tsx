import { Button, Divider, Flex, Typography } from 'antd';

export default function DividerVertical() {
  return (
    <Flex vertical gap="middle">
      <Flex align="center">
        <Button type="link" size="small">
          Edit
        </Button>
        <Divider orientation="vertical" />
        <Button type="link" size="small">
          Duplicate
        </Button>
        <Divider orientation="vertical" />
        <Button type="link" size="small" danger>
          Archive
        </Button>
      </Flex>
      <Typography.Text type="secondary">
        Chen Jie
        <Divider orientation="vertical" />
        Customer support
        <Divider orientation="vertical" />
        Online
      </Typography.Text>
    </Flex>
  );
}
