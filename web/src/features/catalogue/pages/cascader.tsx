import { Cascader, type CascaderProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const CascaderBasic = lazy(() => import('../demos/cascader/basic'));
const CascaderChangeOnSelect = lazy(() => import('../demos/cascader/change-on-select'));
const CascaderCustomDisplay = lazy(() => import('../demos/cascader/custom-display'));
const CascaderMultiple = lazy(() => import('../demos/cascader/multiple'));
const CascaderSearch = lazy(() => import('../demos/cascader/search'));
const CascaderSizes = lazy(() => import('../demos/cascader/sizes'));

type Values = Pick<
  CascaderProps,
  'size' | 'variant' | 'expandTrigger' | 'multiple' | 'changeOnSelect' | 'showSearch' | 'disabled'
> & { placeholder: string; showSearch: boolean };

const DEFAULTS = { size: 'middle', variant: 'outlined', expandTrigger: 'click' };

const options = [
  {
    value: 'europe',
    label: 'Europe',
    children: [
      { value: 'france', label: 'France', children: [{ value: 'lyon', label: 'Lyon' }] },
      { value: 'germany', label: 'Germany', children: [{ value: 'berlin', label: 'Berlin' }] },
    ],
  },
  {
    value: 'asia',
    label: 'Asia',
    children: [{ value: 'japan', label: 'Japan', children: [{ value: 'osaka', label: 'Osaka' }] }],
  },
];

const SETUP = `const options = [
  {
    value: 'europe',
    label: 'Europe',
    children: [
      { value: 'france', label: 'France', children: [{ value: 'lyon', label: 'Lyon' }] },
      { value: 'germany', label: 'Germany', children: [{ value: 'berlin', label: 'Berlin' }] },
    ],
  },
  {
    value: 'asia',
    label: 'Asia',
    children: [{ value: 'japan', label: 'Japan', children: [{ value: 'osaka', label: 'Osaka' }] }],
  },
];`;

const props = (v: Values) => ({
  'aria-label': 'Warehouse',
  options: expression('options'),
  ...v,
  style: { width: '100%', maxWidth: 300 },
});

export default componentPage({
  name: 'cascader',
  imports: "import { Cascader, type CascaderProps } from 'antd';",
  docs: 'https://ant.design/components/cascader',
  playground: playground<Values>({
    controls: [
      { prop: 'placeholder', kind: 'text', initial: 'Choose a warehouse' },
      { prop: 'size', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'expandTrigger', kind: 'radio', options: ['click', 'hover'], initial: 'click' },
      { prop: 'multiple', kind: 'switch', initial: false },
      { prop: 'changeOnSelect', kind: 'switch', initial: false },
      { prop: 'showSearch', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    // The key remounts the cascader when multiple changes: a single path is not a valid value of a multiple one.
    // The cast: `multiple` is a plain boolean here, where Cascader's props tell single and multiple apart.
    render: (v) => <Cascader key={String(v.multiple)} {...(props(v) as object)} options={options} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Cascader'] },
        setup: SETUP,
        jsx: jsxElement('Cascader', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: CascaderBasic, source: () => import('../demos/cascader/basic.tsx?raw') },
    { key: 'search', Demo: CascaderSearch, source: () => import('../demos/cascader/search.tsx?raw') },
    { key: 'multiple', Demo: CascaderMultiple, source: () => import('../demos/cascader/multiple.tsx?raw') },
    {
      key: 'changeOnSelect',
      Demo: CascaderChangeOnSelect,
      source: () => import('../demos/cascader/change-on-select.tsx?raw'),
    },
    {
      key: 'customDisplay',
      Demo: CascaderCustomDisplay,
      source: () => import('../demos/cascader/custom-display.tsx?raw'),
    },
    { key: 'sizes', Demo: CascaderSizes, source: () => import('../demos/cascader/sizes.tsx?raw') },
  ],
  api: [
    { name: 'options', type: 'Option[]' },
    { name: 'value', type: 'string[] | number[]' },
    { name: 'onChange', type: '(value: string[], selectedOptions: Option[]) => void' },
    { name: 'changeOnSelect', type: 'boolean', default: 'false' },
    { name: 'multiple', type: 'boolean', default: 'false' },
    {
      name: 'showCheckedStrategy',
      type: 'Cascader.SHOW_PARENT | Cascader.SHOW_CHILD',
      default: 'Cascader.SHOW_PARENT',
    },
    {
      name: 'showSearch',
      type: 'boolean | { filter?; render?; sort?; limit?: number | false; matchInputWidth?: boolean }',
      default: 'false',
    },
    {
      name: 'displayRender',
      type: '(labels: string[], selectedOptions?: Option[]) => ReactNode',
      default: "labels => labels.join(' / ')",
    },
    { name: 'expandTrigger', type: "'click' | 'hover'", default: "'click'" },
    { name: 'loadData', type: '(selectedOptions: Option[]) => void' },
    { name: 'fieldNames', type: '{ label?: string; value?: string; children?: string }' },
    { name: 'allowClear', type: 'boolean | { clearIcon?: ReactNode }', default: 'true' },
    { name: 'size', type: "'large' | 'middle' | 'small'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
  ],
});
