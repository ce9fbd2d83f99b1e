import { Tree, type TreeDataNode } from 'antd';
import { type Key, useEffect, useRef, useState } from 'react';

const initialTree: TreeDataNode[] = [
  { key: 'rotterdam', title: 'Rotterdam' },
  { key: 'lyon', title: 'Lyon' },
  { key: 'osaka', title: 'Osaka' },
];

/** Returns the tree with `children` set on the node of `key`. */
const withChildren = (nodes: TreeDataNode[], key: Key, children: TreeDataNode[]): TreeDataNode[] =>
  nodes.map((node) =>
    node.key === key
      ? { ...node, children }
      : { ...node, children: node.children && withChildren(node.children, key, children) },
  );

/** Aisles below a warehouse, bins (leaves) below an aisle, as a server would answer. */
const fetchChildren = (key: string): TreeDataNode[] =>
  key.includes('/aisle')
    ? [1, 2, 3].map((bin) => ({ key: `${key}/bin-${bin}`, title: `Bin ${bin}`, isLeaf: true }))
    : ['A', 'B'].map((aisle) => ({ key: `${key}/aisle-${aisle}`, title: `Aisle ${aisle}` }));

export default function TreeLoadData() {
  const [tree, setTree] = useState(initialTree);
  const timers = useRef(new Set<number>());

  useEffect(() => {
    const pending = timers.current;
    return () => {
      for (const id of pending) window.clearTimeout(id);
    };
  }, []);

  const loadData = ({ key, children }: TreeDataNode) =>
    new Promise<void>((resolve) => {
      if (children) return resolve();
      const id = window.setTimeout(() => {
        timers.current.delete(id);
        setTree((current) => withChildren(current, key, fetchChildren(String(key))));
        resolve();
      }, 600);
      timers.current.add(id);
    });

  return <Tree loadData={loadData} treeData={tree} />;
}
