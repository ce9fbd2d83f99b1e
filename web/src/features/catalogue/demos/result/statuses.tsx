import { Button, Flex, Result, Segmented } from 'antd';
import { useState } from 'react';

export default function ResultStatuses() {
  const [status, setStatus] = useState<'info' | 'warning'>('info');
  return (
    <Flex vertical gap="middle" align="center">
      <Segmented
        aria-label="Status"
        value={status}
        onChange={setStatus}
        options={[
          { value: 'info', label: 'Info' },
          { value: 'warning', label: 'Warning' },
        ]}
      />
      {status === 'info' ? (
        <Result
          status="info"
          title="Your export is being prepared"
          subTitle="We will email orders-march-2026.csv to you in a few minutes."
        />
      ) : (
        <Result
          status="warning"
          title="3 orders were not synced"
          subTitle="The Lyon warehouse did not answer. The orders stay pending until the next sync."
          extra={<Button type="primary">Retry now</Button>}
        />
      )}
    </Flex>
  );
}
