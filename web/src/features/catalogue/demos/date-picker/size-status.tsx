import { DatePicker, Flex, Radio } from 'antd';
import { useState } from 'react';

type Size = 'small' | 'middle' | 'large';

export default function DatePickerSizeStatus() {
  const [size, setSize] = useState<Size>('middle');
  return (
    <Flex vertical gap="middle" align="start">
      <Radio.Group
        aria-label="Size"
        optionType="button"
        value={size}
        onChange={(e) => setSize(e.target.value)}
        options={['small', 'middle', 'large']}
      />
      <DatePicker size={size} aria-label="Delivery date" placeholder="Delivery date" />
      <DatePicker size={size} aria-label="Return by" status="error" placeholder="Return by (required)" />
      <DatePicker size={size} aria-label="Follow-up" status="warning" placeholder="Follow-up" />
      <DatePicker
        size={size}
        aria-label="Invoice date"
        variant="filled"
        disabled
        placeholder="Invoice date"
      />
    </Flex>
  );
}
