import { Flex, Radio, Switch, Typography } from 'antd';
import { useState } from 'react';

export default function RadioDisabled() {
  const [locked, setLocked] = useState(true);
  return (
    <Flex vertical gap="medium" align="flex-start">
      <Radio.Group
        aria-label="Carrier"
        defaultValue="dhl"
        options={[
          { value: 'dhl', label: 'DHL' },
          { value: 'ups', label: 'UPS' },
          { value: 'fedex', label: 'FedEx (no pick-up on Saturdays)', disabled: true },
        ]}
      />
      <Radio.Group
        aria-label="Warehouse"
        defaultValue="rotterdam"
        disabled={locked}
        optionType="button"
        options={[
          { value: 'rotterdam', label: 'Rotterdam' },
          { value: 'lyon', label: 'Lyon' },
          { value: 'osaka', label: 'Osaka' },
        ]}
      />
      <Flex gap="small" align="center">
        <Switch size="small" checked={locked} onChange={setLocked} aria-label="Lock warehouse" />
        <Typography.Text type="secondary">Order #1042 is packed: warehouse locked</Typography.Text>
      </Flex>
    </Flex>
  );
}
