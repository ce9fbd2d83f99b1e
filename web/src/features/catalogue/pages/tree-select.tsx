import { TreeSelect, type TreeSelectProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TreeSelectAsyncLoad = lazy(() => import('../demos/tree-select/async-load'));
const TreeSelectBasic = lazy(() => import('../demos/tree-select/basic'));
const TreeSelectCheckable = lazy(() => import('../demos/tree-select/checkable'));
const TreeSelectPlacement = lazy(() => import('../demos/tree-select/placement'));
const TreeSelectSearch = lazy(() => import('../demos/tree-select/search'));

type Values = Pick<TreeSelectProps, 'size' | 'placement'> & {
  treeCheckable: boolean;
  multiple: boolean;
  showSearch: boolean;
  treeLine: boolean;
  allowClear: boolean;
  disabled: boolean;
};

const DEFAULTS = { size: 'medium', placement: 'bottomLeft' };

const CATEGORIES = [
  { value: 'lighting', title: 'Lighting', children: ['Desk lamps', 'Pendants'] },
  { value: 'textiles', title: 'Textiles', children: ['Throws', 'Rugs'] },
  { value: 'furniture', title: 'Furniture', children: ['Tables', 'Stools'] },
];
const slug = (title: string) => title.toLowerCase().replace(/ /g, '-');
const TREE_DATA = CATEGORIES.map(({ children, ...category }) => ({
  ...category,
  children: children.map((title) => ({ value: slug(title), title })),
}));

const SETUP = `const treeData = [
${CATEGORIES.map(
  (c) => `  {
    value: '${c.value}',
    title: '${c.title}',
    children: [
${c.children.map((title) => `      { value: '${slug(title)}', title: '${title}' },`).join('\n')}
    ],
  },`,
).join('\n')}
];`;

// `multiple` is left out rather than false with treeCheckable, which implies it (antd warns otherwise).
const props = ({ multiple, ...v }: Values) => ({
  'aria-label': 'Category',
  placeholder: 'Choose a category',
  multiple: multiple || undefined,
  ...v,
  treeDefaultExpandAll: true,
  style: { width: '100%', maxWidth: 320 },
});

export default componentPage({
  name: 'tree-select',
  imports: "import { TreeSelect, type TreeSelectProps } from 'antd';",
  docs: 'https://ant.design/components/tree-select',
  playground: playground<Values>({
    controls: [
      { prop: 'treeCheckable', kind: 'switch', initial: false },
      { prop: 'multiple', kind: 'switch', initial: false },
      { prop: 'showSearch', kind: 'switch', initial: false },
      { prop: 'treeLine', kind: 'switch', initial: false },
      { prop: 'allowClear', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      {
        prop: 'placement',
        kind: 'select',
        options: ['bottomLeft', 'bottomRight', 'topLeft', 'topRight'],
        initial: 'bottomLeft',
      },
    ],
    render: (v) => <TreeSelect {...props(v)} treeData={TREE_DATA} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['TreeSelect'] },
        setup: SETUP,
        jsx: jsxElement(
          'TreeSelect',
          { ...props(v), treeData: expression('treeData') },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TreeSelectBasic, source: () => import('../demos/tree-select/basic.tsx?raw') },
    {
      key: 'checkable',
      Demo: TreeSelectCheckable,
      source: () => import('../demos/tree-select/checkable.tsx?raw'),
    },
    { key: 'search', Demo: TreeSelectSearch, source: () => import('../demos/tree-select/search.tsx?raw') },
    {
      key: 'asyncLoad',
      Demo: TreeSelectAsyncLoad,
      source: () => import('../demos/tree-select/async-load.tsx?raw'),
    },
    {
      key: 'placement',
      Demo: TreeSelectPlacement,
      source: () => import('../demos/tree-select/placement.tsx?raw'),
    },
  ],
  api: [
    { name: 'treeData', type: 'Array<{ value, title, children, disabled?, isLeaf? }>', default: '[]' },
    { name: 'value', type: 'string | string[]' },
    { name: 'onChange', type: '(value, label, extra) => void' },
    { name: 'multiple', type: 'boolean', default: 'false' },
    { name: 'treeCheckable', type: 'boolean', default: 'false' },
    {
      name: 'showCheckedStrategy',
      type: 'TreeSelect.SHOW_ALL | TreeSelect.SHOW_PARENT | TreeSelect.SHOW_CHILD',
      default: 'TreeSelect.SHOW_CHILD',
    },
    {
      name: 'showSearch',
      type: 'boolean | { filterTreeNode, treeNodeFilterProp, searchValue, onSearch }',
      default: 'false',
    },
    { name: 'loadData', type: '(node) => Promise<unknown>' },
    {
      name: 'treeDataSimpleMode',
      type: 'boolean | { id: string; pId: string; rootPId?: string }',
      default: 'false',
    },
    { name: 'treeDefaultExpandAll', type: 'boolean', default: 'false' },
    { name: 'treeLine', type: 'boolean | { showLeafIcon: ReactNode }', default: 'false' },
    {
      name: 'placement',
      type: "'bottomLeft' | 'bottomRight' | 'topLeft' | 'topRight'",
      default: "'bottomLeft'",
    },
    { name: 'allowClear', type: 'boolean | { clearIcon?: ReactNode }', default: 'false' },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'medium'" },
  ],
});
