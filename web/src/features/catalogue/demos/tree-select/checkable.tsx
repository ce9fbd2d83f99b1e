import { Flex, TreeSelect, Typography } from 'antd';
import { useState } from 'react';

const CATEGORIES = [
  {
    value: 'lighting',
    title: 'Lighting',
    children: [
      { value: 'desk-lamps', title: 'Desk lamps' },
      { value: 'pendants', title: 'Pendants' },
    ],
  },
  {
    value: 'textiles',
    title: 'Textiles',
    children: [
      { value: 'throws', title: 'Throws' },
      { value: 'rugs', title: 'Rugs' },
      { value: 'cushions', title: 'Cushions' },
    ],
  },
];

export default function TreeSelectCheckable() {
  const [value, setValue] = useState(['lighting', 'throws']);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <TreeSelect
        aria-label="Categories in the spring sale"
        placeholder="Categories in the sale"
        treeData={CATEGORIES}
        value={value}
        onChange={setValue}
        treeCheckable
        showCheckedStrategy={TreeSelect.SHOW_PARENT}
        treeDefaultExpandAll
      />
      <Typography.Text type="secondary">Saved value: {JSON.stringify(value)}</Typography.Text>
    </Flex>
  );
}
