import { Descriptions, type DescriptionsProps, Flex, Radio } from 'antd';
import { useState } from 'react';

type Size = DescriptionsProps['size'];

const items: DescriptionsProps['items'] = [
  { key: 'orders', label: 'Orders', children: '12' },
  { key: 'spent', label: 'Spent', children: '$2,140.00' },
  { key: 'last', label: 'Last order', children: '#1042' },
];

export default function DescriptionsSizes() {
  const [size, setSize] = useState<Size>('medium');
  return (
    <Flex vertical gap="medium">
      <Radio.Group
        aria-label="Size"
        optionType="button"
        value={size}
        onChange={(event) => setSize(event.target.value)}
        options={['large', 'medium', 'small']}
      />
      <Descriptions bordered size={size} title="Mina Park" column={{ xs: 1, sm: 2 }} items={items} />
    </Flex>
  );
}
