import { Button, Flex, Steps } from 'antd';
import dayjs from 'dayjs';
import { useState } from 'react';

const FLOW = [
  { title: 'Placed', at: '2026-03-03T09:12' },
  { title: 'Paid', at: '2026-03-03T09:14' },
  { title: 'Packed', at: '2026-03-04T11:30' },
  { title: 'Shipped', at: '2026-03-04T16:05' },
  { title: 'Delivered', at: '2026-03-06T10:40' },
];

export default function StepsFulfilment() {
  const [current, setCurrent] = useState(2);
  const next = FLOW[current + 1];
  return (
    <Flex vertical gap="large">
      <Steps
        current={current}
        status={next ? 'process' : 'finish'}
        titlePlacement="vertical"
        items={FLOW.map((step, index) => ({
          title: step.title,
          content: index <= current ? dayjs(step.at).format('D MMM, HH:mm') : undefined,
        }))}
      />
      <Flex gap="small" wrap>
        <Button disabled={current === 0} onClick={() => setCurrent(current - 1)}>
          Back
        </Button>
        <Button type="primary" disabled={!next} onClick={() => setCurrent(current + 1)}>
          {next ? `Mark as ${next.title.toLowerCase()}` : 'Order #1042 delivered'}
        </Button>
      </Flex>
    </Flex>
  );
}
