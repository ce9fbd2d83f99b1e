import { Card, Flex, Spin, Switch } from 'antd';
import { useState } from 'react';

export default function SpinContainer() {
  const [loading, setLoading] = useState(true);
  return (
    <Flex vertical gap="middle">
      <Flex component="label" gap="small" align="center">
        <Switch checked={loading} onChange={setLoading} />
        Loading
      </Flex>
      <Spin spinning={loading}>
        <Card size="small" title="Rotterdam warehouse" style={{ width: '100%', maxWidth: 320 }}>
          <p>Aurora desk lamp: 42 in stock</p>
          <p>Linen throw: 118 in stock</p>
          <p>Oak side table: 3 in stock</p>
        </Card>
      </Spin>
    </Flex>
  );
}
