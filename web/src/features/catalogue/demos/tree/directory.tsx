import { Tree, type TreeDataNode } from 'antd';

const files: TreeDataNode[] = [
  {
    key: 'invoices',
    title: 'Invoices',
    children: [
      {
        key: 'invoices-2026',
        title: '2026',
        children: [
          { key: 'inv-0318', title: 'INV-2026-0318.pdf', isLeaf: true },
          { key: 'inv-0319', title: 'INV-2026-0319.pdf', isLeaf: true },
        ],
      },
    ],
  },
  {
    key: 'photos',
    title: 'Product photos',
    children: [
      { key: 'aurora', title: 'aurora-desk-lamp.jpg', isLeaf: true },
      { key: 'linen', title: 'linen-throw.jpg', isLeaf: true },
    ],
  },
  { key: 'price-list', title: 'Price list spring 2026.xlsx', isLeaf: true },
];

export default function TreeDirectory() {
  return <Tree.DirectoryTree multiple defaultExpandedKeys={['invoices', 'invoices-2026']} treeData={files} />;
}
