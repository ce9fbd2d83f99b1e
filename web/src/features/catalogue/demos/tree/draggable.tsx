import { Tree, type TreeDataNode, type TreeProps } from 'antd';
import { type Key, useState } from 'react';

const initialMenu: TreeDataNode[] = [
  { key: 'home', title: 'Home' },
  {
    key: 'shop',
    title: 'Shop',
    children: [
      { key: 'lighting', title: 'Lighting' },
      { key: 'textiles', title: 'Textiles' },
      { key: 'furniture', title: 'Furniture' },
    ],
  },
  { key: 'journal', title: 'Journal' },
  { key: 'about', title: 'About us' },
];

/** Calls `found` with the node of `key`, its index and the array holding it. */
const find = (
  nodes: TreeDataNode[],
  key: Key,
  found: (node: TreeDataNode, i: number, siblings: TreeDataNode[]) => void,
) =>
  nodes.forEach((node, i) => {
    if (node.key === key) found(node, i, nodes);
    else if (node.children) find(node.children, key, found);
  });

export default function TreeDraggable() {
  const [menu, setMenu] = useState(initialMenu);

  const onDrop: TreeProps['onDrop'] = ({ node, dragNode, dropPosition, dropToGap }) => {
    const next = structuredClone(menu);
    let dragged: TreeDataNode | undefined;
    find(next, dragNode.key, (item, i, siblings) => {
      siblings.splice(i, 1);
      dragged = item;
    });
    if (!dragged) return;
    const moved = dragged;
    if (!dropToGap) {
      find(next, node.key, (item) => {
        item.children = [moved, ...(item.children ?? [])];
      });
    } else {
      // dropPosition is relative to the whole level; -1 means before the target node.
      const before = dropPosition - Number(node.pos.split('-').at(-1)) === -1;
      find(next, node.key, (_, i, siblings) => siblings.splice(before ? i : i + 1, 0, moved));
    }
    setMenu(next);
  };

  return <Tree draggable blockNode defaultExpandAll treeData={menu} onDrop={onDrop} />;
}
