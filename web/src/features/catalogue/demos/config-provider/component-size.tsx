import { Button, ConfigProvider, DatePicker, Flex, Input, Segmented, Select } from 'antd';
import type { SizeType } from 'antd/es/config-provider/SizeContext';
import { useState } from 'react';

export default function ConfigProviderComponentSize() {
  const [size, setSize] = useState<SizeType>('small');
  return (
    <Flex vertical gap="middle">
      <Segmented<SizeType>
        aria-label="Component size"
        options={[
          { value: 'small', label: 'Small' },
          { value: 'middle', label: 'Middle' },
          { value: 'large', label: 'Large' },
        ]}
        value={size}
        onChange={setSize}
      />
      <ConfigProvider componentSize={size}>
        <Flex gap="small" wrap>
          <Input placeholder="Customer" aria-label="Customer" style={{ width: '100%', maxWidth: 160 }} />
          <Select
            aria-label="Warehouse"
            defaultValue="lyon"
            options={[
              { value: 'lyon', label: 'Lyon' },
              { value: 'berlin', label: 'Berlin' },
            ]}
            style={{ width: 120 }}
          />
          <DatePicker aria-label="Delivery date" />
          <Button type="primary">Search</Button>
        </Flex>
      </ConfigProvider>
    </Flex>
  );
}
