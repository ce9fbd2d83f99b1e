import { Avatar, Card, Flex, Skeleton, Switch } from 'antd';
import { useState } from 'react';

export default function SkeletonLoading() {
  const [loading, setLoading] = useState(true);
  return (
    <Flex vertical gap="middle">
      <Flex component="label" gap="small" align="center">
        <Switch checked={loading} onChange={setLoading} />
        Loading
      </Flex>
      <Card style={{ width: '100%', maxWidth: 320 }}>
        <Skeleton loading={loading} avatar active>
          <Card.Meta
            avatar={<Avatar>MP</Avatar>}
            title="Mina Park"
            description="14 orders since January 2024 · $1,240.00 spent. Prefers delivery to the Rotterdam pick-up point."
          />
        </Skeleton>
      </Card>
    </Flex>
  );
}
