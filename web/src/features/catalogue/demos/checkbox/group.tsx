import { Checkbox, Flex, Typography } from 'antd';
import { useId, useState } from 'react';

const CHANNELS = [
  { label: 'E-mail', value: 'email' },
  { label: 'SMS', value: 'sms' },
  { label: 'Push', value: 'push' },
  { label: 'Slack (admins only)', value: 'slack', disabled: true },
];

export default function CheckboxGroup() {
  const labelId = useId();
  const [channels, setChannels] = useState<string[]>(['email', 'push']);
  return (
    <Flex vertical gap="small">
      <Typography.Text id={labelId}>Shipping alerts</Typography.Text>
      <Checkbox.Group aria-labelledby={labelId} options={CHANNELS} value={channels} onChange={setChannels} />
      <Typography.Text type="secondary">
        {channels.length ? `Sent by ${channels.join(', ')}` : 'No alerts: the customer will not be told.'}
      </Typography.Text>
    </Flex>
  );
}
