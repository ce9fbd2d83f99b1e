import { AutoComplete, type AutoCompleteProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const AutoCompleteCategories = lazy(() => import('../demos/auto-complete/categories'));
const AutoCompleteEmailDomains = lazy(() => import('../demos/auto-complete/email-domains'));
const AutoCompleteProductSearch = lazy(() => import('../demos/auto-complete/product-search'));
const AutoCompleteSearchInput = lazy(() => import('../demos/auto-complete/search-input'));
const AutoCompleteStatus = lazy(() => import('../demos/auto-complete/status'));

type Values = Pick<AutoCompleteProps, 'size' | 'variant' | 'allowClear' | 'backfill' | 'disabled'> & {
  placeholder: string;
};

const DEFAULTS = { size: 'middle', variant: 'outlined' };
const options = ['Aurora desk lamp', 'Linen throw', 'Oak side table', 'Walnut bookshelf'].map((value) => ({
  value,
}));
const SETUP = `const options = [
${options.map(({ value }) => `  { value: '${value}' },`).join('\n')}
];`;

const props = (v: Values) => ({
  'aria-label': 'Product',
  options: expression('options'),
  ...v,
  showSearch: { filterOption: true },
  style: { width: '100%', maxWidth: 280 },
});

export default componentPage({
  name: 'auto-complete',
  imports: "import { AutoComplete, type AutoCompleteProps } from 'antd';",
  docs: 'https://ant.design/components/auto-complete',
  playground: playground<Values>({
    controls: [
      { prop: 'placeholder', kind: 'text', initial: 'Search products' },
      { prop: 'size', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'allowClear', kind: 'switch', initial: false },
      { prop: 'backfill', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <AutoComplete {...props(v)} options={options} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['AutoComplete'] },
        setup: SETUP,
        jsx: jsxElement('AutoComplete', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    {
      key: 'productSearch',
      Demo: AutoCompleteProductSearch,
      source: () => import('../demos/auto-complete/product-search.tsx?raw'),
    },
    {
      key: 'categories',
      Demo: AutoCompleteCategories,
      source: () => import('../demos/auto-complete/categories.tsx?raw'),
    },
    {
      key: 'searchInput',
      Demo: AutoCompleteSearchInput,
      source: () => import('../demos/auto-complete/search-input.tsx?raw'),
    },
    {
      key: 'emailDomains',
      Demo: AutoCompleteEmailDomains,
      source: () => import('../demos/auto-complete/email-domains.tsx?raw'),
    },
    {
      key: 'status',
      Demo: AutoCompleteStatus,
      source: () => import('../demos/auto-complete/status.tsx?raw'),
    },
  ],
  api: [
    { name: 'options', type: '{ value: string; label?: ReactNode; options?: Option[] }[]' },
    { name: 'value', type: 'string' },
    { name: 'onChange', type: '(value: string) => void' },
    { name: 'onSelect', type: '(value: string, option: Option) => void' },
    {
      name: 'showSearch',
      type: 'boolean | { filterOption?: boolean | ((inputValue: string, option?: Option) => boolean); onSearch?: (value: string) => void }',
    },
    { name: 'placeholder', type: 'string' },
    { name: 'allowClear', type: 'boolean | { clearIcon?: ReactNode }', default: 'false' },
    { name: 'backfill', type: 'boolean', default: 'false' },
    { name: 'defaultActiveFirstOption', type: 'boolean', default: 'true' },
    { name: 'popupMatchSelectWidth', type: 'boolean | number', default: 'true' },
    { name: 'notFoundContent', type: 'ReactNode' },
    { name: 'status', type: "'error' | 'warning'" },
    { name: 'size', type: "'large' | 'middle' | 'small'", default: "'middle'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
  ],
});
