import { Flex, Steps, Typography } from 'antd';
import { useState } from 'react';

const SETUP = [
  { title: 'Store details', help: 'Name, address and currency of the store.' },
  { title: 'Payments', help: 'Connect a card processor and set the payout account.' },
  { title: 'Shipping', help: 'Choose the warehouses and the carriers that ship from them.' },
  { title: 'Launch', help: 'Check the storefront and open it to customers.' },
];

export default function StepsClickable() {
  const [current, setCurrent] = useState(1);
  const step = SETUP[current];
  return (
    <Flex vertical gap="middle">
      <Steps
        current={current}
        onChange={setCurrent}
        titlePlacement="vertical"
        items={SETUP.map(({ title }) => ({ title }))}
      />
      <Typography.Paragraph style={{ margin: 0 }}>
        <Typography.Text strong>{step?.title}: </Typography.Text>
        {step?.help}
      </Typography.Paragraph>
    </Flex>
  );
}
