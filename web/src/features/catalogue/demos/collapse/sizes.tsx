import { Collapse, type CollapseProps, Flex, Radio } from 'antd';
import { useState } from 'react';

type Size = CollapseProps['size'];

const items: CollapseProps['items'] = [
  {
    key: 'tasks',
    label: 'Open tasks (2)',
    children: 'Count stock in Lyon · Call Northline Freight about order #1042',
  },
  {
    key: 'done',
    label: 'Done this week (5)',
    children: 'Restocked Linen throws, paid the March supplier invoices.',
  },
];

export default function CollapseSizes() {
  const [size, setSize] = useState<Size>('small');
  return (
    <Flex vertical gap="medium">
      <Radio.Group
        aria-label="Size"
        optionType="button"
        value={size}
        onChange={(event) => setSize(event.target.value)}
        options={['small', 'medium', 'large']}
      />
      <Collapse size={size} items={items} defaultActiveKey={['tasks']} />
    </Flex>
  );
}
