import { Flex, Tree, type TreeDataNode, type TreeProps, Typography } from 'antd';
import { type Key, useState } from 'react';

const treeData: TreeDataNode[] = [
  {
    key: 'living',
    title: 'Living room',
    children: [
      {
        key: 'lighting',
        title: 'Lighting',
        children: [
          { key: 'aurora-lamp', title: 'Aurora desk lamp' },
          { key: 'brass-lamp', title: 'Brass floor lamp' },
        ],
      },
      { key: 'oak-table', title: 'Oak side table' },
    ],
  },
  {
    key: 'bedroom',
    title: 'Bedroom',
    children: [
      { key: 'linen-throw', title: 'Linen throw' },
      { key: 'wool-blanket', title: 'Wool blanket', disableCheckbox: true },
    ],
  },
];

export default function TreeBasic() {
  const [expandedKeys, setExpandedKeys] = useState<Key[]>(['living', 'lighting']);
  const [checkedKeys, setCheckedKeys] = useState<Key[]>(['aurora-lamp']);
  const [selectedKeys, setSelectedKeys] = useState<Key[]>([]);

  const onCheck: TreeProps['onCheck'] = (checked) =>
    setCheckedKeys(Array.isArray(checked) ? checked : checked.checked);

  return (
    <Flex vertical gap="small">
      <Tree
        checkable
        treeData={treeData}
        expandedKeys={expandedKeys}
        onExpand={setExpandedKeys}
        checkedKeys={checkedKeys}
        onCheck={onCheck}
        selectedKeys={selectedKeys}
        onSelect={setSelectedKeys}
      />
      <Typography.Text type="secondary">
        {checkedKeys.length} checked · selected: {selectedKeys.join(', ') || 'none'}
      </Typography.Text>
    </Flex>
  );
}
