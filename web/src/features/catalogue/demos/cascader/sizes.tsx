import { Cascader, Flex, Radio } from 'antd';
import { useState } from 'react';

type Size = 'small' | 'middle' | 'large';

const WAREHOUSES = [
  { value: 'france', label: 'France', children: [{ value: 'lyon', label: 'Lyon' }] },
  { value: 'japan', label: 'Japan', children: [{ value: 'osaka', label: 'Osaka' }] },
];

export default function CascaderSizes() {
  const [size, setSize] = useState<Size>('middle');
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 300 }}>
      <Radio.Group
        aria-label="Size"
        optionType="button"
        value={size}
        onChange={(e) => setSize(e.target.value)}
        options={['small', 'middle', 'large']}
      />
      <Cascader aria-label="Warehouse" size={size} options={WAREHOUSES} defaultValue={['france', 'lyon']} />
      <Cascader
        aria-label="Return warehouse"
        size={size}
        options={WAREHOUSES}
        status="error"
        placeholder="Required"
      />
      <Cascader aria-label="Backup warehouse" size={size} options={WAREHOUSES} variant="filled" disabled />
    </Flex>
  );
}
