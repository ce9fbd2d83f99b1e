import { Flex, Switch, Tree, type TreeDataNode } from 'antd';
import { useId, useState } from 'react';

const siteMap: TreeDataNode[] = [
  {
    key: 'shop',
    title: 'Shop',
    children: [
      {
        key: 'lighting',
        title: 'Lighting',
        children: [
          { key: 'desk', title: 'Desk lamps' },
          { key: 'floor', title: 'Floor lamps' },
        ],
      },
      { key: 'textiles', title: 'Textiles' },
    ],
  },
  { key: 'journal', title: 'Journal', children: [{ key: 'spring', title: 'Spring collection 2026' }] },
];

export default function TreeShowLine() {
  const [leafIcon, setLeafIcon] = useState(false);
  const switchId = useId();
  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center">
        <Switch size="small" checked={leafIcon} onChange={setLeafIcon} id={switchId} />
        <label htmlFor={switchId}>Leaf icons</label>
      </Flex>
      <Tree showLine={{ showLeafIcon: leafIcon }} defaultExpandAll treeData={siteMap} />
    </Flex>
  );
}
