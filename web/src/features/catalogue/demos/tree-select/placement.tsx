import { Flex, Radio, TreeSelect, type TreeSelectProps } from 'antd';
import { useState } from 'react';

const REGIONS = [
  {
    value: 'europe',
    title: 'Europe',
    children: [
      { value: 'nl', title: 'Netherlands' },
      { value: 'fr', title: 'France' },
    ],
  },
  {
    value: 'asia',
    title: 'Asia',
    children: [{ value: 'jp', title: 'Japan' }],
  },
];

export default function TreeSelectPlacement() {
  const [placement, setPlacement] = useState<TreeSelectProps['placement']>('topLeft');
  return (
    <Flex vertical gap="small" align="flex-start">
      <Radio.Group
        aria-label="Placement"
        value={placement}
        onChange={(e) => setPlacement(e.target.value)}
        optionType="button"
        size="small"
        options={['topLeft', 'topRight', 'bottomLeft', 'bottomRight']}
      />
      <TreeSelect
        aria-label="Shipping region"
        placeholder="Shipping region"
        treeData={REGIONS}
        treeDefaultExpandAll
        placement={placement}
        popupMatchSelectWidth={false}
        style={{ width: 160 }}
      />
    </Flex>
  );
}
