import { Flex, Radio, Typography, theme } from 'antd';
import { useState } from 'react';

const SPEEDS = [
  { value: 'standard', title: 'Standard', detail: '5–7 business days', price: 'Free' },
  { value: 'express', title: 'Express', detail: '2–3 business days', price: '$12.00' },
  { value: 'overnight', title: 'Overnight', detail: 'Next business day', price: '$29.00' },
];

export default function RadioShippingCards() {
  const { token } = theme.useToken();
  const [speed, setSpeed] = useState('express');
  return (
    <Radio.Group
      aria-label="Shipping speed"
      value={speed}
      onChange={(e) => setSpeed(e.target.value)}
      style={{ width: '100%', maxWidth: 320 }}
    >
      <Flex vertical gap="small">
        {SPEEDS.map(({ value, title, detail, price }) => (
          <Radio
            key={value}
            value={value}
            styles={{
              root: {
                display: 'flex',
                marginInlineEnd: 0,
                padding: token.paddingSM,
                borderRadius: token.borderRadiusLG,
                border: `1px solid ${value === speed ? token.colorPrimary : token.colorBorder}`,
                background: value === speed ? token.colorPrimaryBg : undefined,
              },
              label: { flex: 1 },
            }}
          >
            <Flex justify="space-between" gap="small">
              <Flex vertical>
                <Typography.Text strong>{title}</Typography.Text>
                <Typography.Text type="secondary">{detail}</Typography.Text>
              </Flex>
              <Typography.Text strong>{price}</Typography.Text>
            </Flex>
          </Radio>
        ))}
      </Flex>
    </Radio.Group>
  );
}
