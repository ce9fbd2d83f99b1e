import { Select, type SelectProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const SelectBasic = lazy(() => import('../demos/select/basic'));
const SelectCustomRender = lazy(() => import('../demos/select/custom-render'));
const SelectGroups = lazy(() => import('../demos/select/groups'));
const SelectMaxCount = lazy(() => import('../demos/select/max-count'));
const SelectMultiple = lazy(() => import('../demos/select/multiple'));
const SelectSearch = lazy(() => import('../demos/select/search'));
const SelectStatusSize = lazy(() => import('../demos/select/status-size'));

type Values = Pick<SelectProps, 'size' | 'variant' | 'disabled' | 'loading'> & {
  /** `single` stands for no `mode` at all. */
  mode: 'single' | 'multiple' | 'tags';
  placeholder: string;
  allowClear: boolean;
  showSearch: boolean;
};

const DEFAULTS = { size: 'medium', variant: 'outlined' };

const WAREHOUSES = [
  { value: 'rotterdam', label: 'Rotterdam (NL)' },
  { value: 'lyon', label: 'Lyon (FR)' },
  { value: 'osaka', label: 'Osaka (JP)' },
  { value: 'austin', label: 'Austin (US)' },
];

const props = ({ mode, ...v }: Values) => ({
  'aria-label': 'Warehouse',
  mode: mode === 'single' ? undefined : mode,
  ...v,
  style: { width: '100%', maxWidth: 320 },
});

export default componentPage({
  name: 'select',
  imports: "import { Select, type SelectProps } from 'antd';",
  docs: 'https://ant.design/components/select',
  playground: playground<Values>({
    controls: [
      { prop: 'mode', kind: 'radio', options: ['single', 'multiple', 'tags'], initial: 'single' },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'placeholder', kind: 'text', initial: 'Choose a warehouse' },
      { prop: 'allowClear', kind: 'switch', initial: true },
      { prop: 'showSearch', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
      { prop: 'loading', kind: 'switch', initial: false },
    ],
    render: (v) => <Select {...props(v)} options={WAREHOUSES} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Select'] },
        setup: `const options = [\n${WAREHOUSES.map((w) => `  { value: '${w.value}', label: '${w.label}' },`).join('\n')}\n];`,
        jsx: jsxElement('Select', { ...props(v), options: expression('options') }, { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: SelectBasic, source: () => import('../demos/select/basic.tsx?raw') },
    { key: 'multiple', Demo: SelectMultiple, source: () => import('../demos/select/multiple.tsx?raw') },
    { key: 'search', Demo: SelectSearch, source: () => import('../demos/select/search.tsx?raw') },
    { key: 'groups', Demo: SelectGroups, source: () => import('../demos/select/groups.tsx?raw') },
    {
      key: 'customRender',
      Demo: SelectCustomRender,
      source: () => import('../demos/select/custom-render.tsx?raw'),
    },
    {
      key: 'statusSize',
      Demo: SelectStatusSize,
      source: () => import('../demos/select/status-size.tsx?raw'),
    },
    { key: 'maxCount', Demo: SelectMaxCount, source: () => import('../demos/select/max-count.tsx?raw') },
  ],
  api: [
    { name: 'options', type: 'Array<{ label, value, disabled?, options? }>' },
    { name: 'value', type: 'string | string[] | number | number[] | LabeledValue | LabeledValue[]' },
    { name: 'onChange', type: '(value, option: Option | Option[]) => void' },
    { name: 'mode', type: "'multiple' | 'tags'" },
    {
      name: 'showSearch',
      type: 'boolean | { filterOption, filterSort, optionFilterProp, onSearch, searchValue, autoClearSearchValue }',
      default: 'single: false, multiple: true',
    },
    { name: 'placeholder', type: 'ReactNode' },
    { name: 'allowClear', type: 'boolean | { clearIcon?: ReactNode }', default: 'false' },
    { name: 'optionRender', type: '(option: FlattenOptionData, info: { index: number }) => ReactNode' },
    { name: 'labelRender', type: '(props: LabelInValueType) => ReactNode' },
    { name: 'maxCount', type: 'number' },
    { name: 'maxTagCount', type: "number | 'responsive'" },
    { name: 'loading', type: 'boolean', default: 'false' },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'medium'" },
    { name: 'status', type: "'error' | 'warning'" },
  ],
});
