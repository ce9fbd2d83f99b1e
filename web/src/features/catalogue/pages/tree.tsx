import { Tree, type TreeDataNode, type TreeProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TreeBasic = lazy(() => import('../demos/tree/basic'));
const TreeCustomIcons = lazy(() => import('../demos/tree/custom-icons'));
const TreeDirectory = lazy(() => import('../demos/tree/directory'));
const TreeDraggable = lazy(() => import('../demos/tree/draggable'));
const TreeLoadData = lazy(() => import('../demos/tree/load-data'));
const TreeSearch = lazy(() => import('../demos/tree/search'));
const TreeShowLine = lazy(() => import('../demos/tree/show-line'));

type Values = Pick<
  TreeProps,
  'checkable' | 'showLine' | 'blockNode' | 'multiple' | 'selectable' | 'disabled'
>;

const DEFAULTS = { checkable: false, showLine: false, blockNode: false, multiple: false, selectable: true };

const TREE_DATA: TreeDataNode[] = [
  {
    key: 'rotterdam',
    title: 'Rotterdam',
    children: [
      { key: 'rotterdam-a', title: 'Aisle A · Lighting' },
      { key: 'rotterdam-b', title: 'Aisle B · Textiles' },
    ],
  },
  {
    key: 'lyon',
    title: 'Lyon',
    children: [{ key: 'lyon-a', title: 'Aisle A · Furniture' }],
  },
];

const SETUP = `const treeData: TreeDataNode[] = [
  {
    key: 'rotterdam',
    title: 'Rotterdam',
    children: [
      { key: 'rotterdam-a', title: 'Aisle A · Lighting' },
      { key: 'rotterdam-b', title: 'Aisle B · Textiles' },
    ],
  },
  {
    key: 'lyon',
    title: 'Lyon',
    children: [{ key: 'lyon-a', title: 'Aisle A · Furniture' }],
  },
];`;

export default componentPage({
  name: 'tree',
  imports: "import { Tree } from 'antd';",
  docs: 'https://ant.design/components/tree',
  playground: playground<Values>({
    controls: [
      { prop: 'checkable', kind: 'switch', initial: true },
      { prop: 'showLine', kind: 'switch', initial: false },
      { prop: 'blockNode', kind: 'switch', initial: false },
      { prop: 'multiple', kind: 'switch', initial: false },
      { prop: 'selectable', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <Tree treeData={TREE_DATA} defaultExpandAll {...v} style={{ width: '100%' }} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Tree', 'type TreeDataNode'] },
        setup: SETUP,
        jsx: jsxElement(
          'Tree',
          { treeData: expression('treeData'), defaultExpandAll: true, ...v, style: { width: '100%' } },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TreeBasic, source: () => import('../demos/tree/basic.tsx?raw') },
    { key: 'draggable', Demo: TreeDraggable, source: () => import('../demos/tree/draggable.tsx?raw') },
    { key: 'directory', Demo: TreeDirectory, source: () => import('../demos/tree/directory.tsx?raw') },
    { key: 'search', Demo: TreeSearch, source: () => import('../demos/tree/search.tsx?raw') },
    { key: 'loadData', Demo: TreeLoadData, source: () => import('../demos/tree/load-data.tsx?raw') },
    { key: 'customIcons', Demo: TreeCustomIcons, source: () => import('../demos/tree/custom-icons.tsx?raw') },
    { key: 'showLine', Demo: TreeShowLine, source: () => import('../demos/tree/show-line.tsx?raw') },
  ],
  api: [
    { name: 'treeData', type: 'TreeDataNode[]' },
    { name: 'checkable', type: 'boolean', default: 'false' },
    { name: 'checkStrictly', type: 'boolean', default: 'false' },
    { name: 'checkedKeys', type: 'Key[] | { checked: Key[]; halfChecked: Key[] }', default: '[]' },
    { name: 'expandedKeys', type: 'Key[]', default: '[]' },
    { name: 'selectedKeys', type: 'Key[]' },
    { name: 'defaultExpandAll', type: 'boolean', default: 'false' },
    { name: 'multiple', type: 'boolean', default: 'false' },
    {
      name: 'draggable',
      type: 'boolean | ((node: DataNode) => boolean) | { icon?: ReactNode; nodeDraggable?: (node: DataNode) => boolean }',
      default: 'false',
    },
    { name: 'loadData', type: '(node: EventDataNode) => Promise<void>' },
    {
      name: 'showLine',
      type: 'boolean | { showLeafIcon: ReactNode | ((props) => ReactNode) }',
      default: 'false',
    },
    { name: 'blockNode', type: 'boolean', default: 'false' },
    {
      name: 'onSelect',
      type: '(selectedKeys: Key[], info: { selected, selectedNodes, node, event }) => void',
    },
    { name: 'onCheck', type: '(checked: Key[] | { checked: Key[]; halfChecked: Key[] }, info) => void' },
  ],
});
