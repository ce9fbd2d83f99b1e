import { Avatar, Card, Flex, Tag, Timeline, Typography } from 'antd';

export default function TimelineInCard() {
  return (
    <Card
      size="small"
      title="Order #1042"
      extra={<Tag color="processing">Shipped</Tag>}
      style={{ width: '100%', maxWidth: 360 }}
    >
      <Timeline
        items={[
          {
            color: 'green',
            content: (
              <Flex vertical>
                <Typography.Text>Paid $248.00 by card</Typography.Text>
                <Typography.Text type="secondary">Mar 2, 2026</Typography.Text>
              </Flex>
            ),
          },
          {
            icon: <Avatar size={20}>AT</Avatar>,
            content: (
              <Flex vertical>
                <Typography.Text>Aiko Tanaka packed 3 items</Typography.Text>
                <Typography.Text type="secondary">Mar 3, 2026</Typography.Text>
              </Flex>
            ),
          },
          { loading: true, content: 'On the way with DHL Express' },
        ]}
      />
    </Card>
  );
}
