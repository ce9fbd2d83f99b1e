import { Flex, Segmented, Tabs, type TabsProps } from 'antd';
import { useState } from 'react';

type Size = NonNullable<TabsProps['size']>;

const items: TabsProps['items'] = [
  { key: 'week', label: 'This week', children: '$4,812.40 from 37 orders' },
  { key: 'month', label: 'This month', children: '$18,240.00 from 142 orders' },
  { key: 'year', label: '2026', children: '$52,960.75 from 418 orders' },
];

export default function TabsSizes() {
  const [size, setSize] = useState<Size>('small');
  return (
    <Flex vertical gap="middle">
      <Segmented<Size>
        options={['small', 'medium', 'large']}
        value={size}
        onChange={setSize}
        aria-label="Size"
      />
      <Tabs size={size} items={items} />
      <Tabs size={size} type="card" items={items} />
    </Flex>
  );
}
