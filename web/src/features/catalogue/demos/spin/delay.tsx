import { Button, Card, Flex, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function SpinDelay() {
  const [loading, setLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refresh = (ms: number) => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), ms);
  };

  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Button onClick={() => refresh(200)}>Quick refresh (200 ms)</Button>
        <Button onClick={() => refresh(2000)}>Slow refresh (2 s)</Button>
      </Flex>
      {/* The spinner only appears if loading lasts longer than 500 ms, so quick refreshes do not flash. */}
      <Spin spinning={loading} delay={500}>
        <Card size="small" title="Today" style={{ width: '100%', maxWidth: 320 }}>
          37 orders · $4,812.00
        </Card>
      </Spin>
    </Flex>
  );
}
