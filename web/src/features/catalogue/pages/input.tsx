import { Input, type InputProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const InputAffixes = lazy(() => import('../demos/input/affixes'));
const InputBasic = lazy(() => import('../demos/input/basic'));
const InputOtp = lazy(() => import('../demos/input/otp'));
const InputPassword = lazy(() => import('../demos/input/password'));
const InputSearch = lazy(() => import('../demos/input/search'));
const InputStatus = lazy(() => import('../demos/input/status'));
const InputTextArea = lazy(() => import('../demos/input/text-area'));

type Values = Pick<InputProps, 'size' | 'variant' | 'showCount' | 'allowClear' | 'disabled'> & {
  placeholder: string;
  maxLength: number;
};

const DEFAULTS = { size: 'middle', variant: 'outlined' };

const props = (v: Values) => ({
  'aria-label': 'Product name',
  ...v,
  style: { width: '100%', maxWidth: 300 },
});

export default componentPage({
  name: 'input',
  imports: "import { Input, type InputProps } from 'antd';",
  docs: 'https://ant.design/components/input',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'placeholder', kind: 'text', initial: 'Aurora desk lamp' },
      { prop: 'size', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'maxLength', kind: 'number', initial: 60, min: 1, max: 200 },
      { prop: 'showCount', kind: 'switch', initial: false },
      { prop: 'allowClear', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <Input {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Input'] },
        jsx: jsxElement('Input', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: InputBasic, source: () => import('../demos/input/basic.tsx?raw') },
    { key: 'affixes', Demo: InputAffixes, source: () => import('../demos/input/affixes.tsx?raw') },
    { key: 'password', Demo: InputPassword, source: () => import('../demos/input/password.tsx?raw') },
    { key: 'textArea', Demo: InputTextArea, source: () => import('../demos/input/text-area.tsx?raw') },
    { key: 'search', Demo: InputSearch, source: () => import('../demos/input/search.tsx?raw') },
    { key: 'status', Demo: InputStatus, source: () => import('../demos/input/status.tsx?raw') },
    { key: 'otp', Demo: InputOtp, source: () => import('../demos/input/otp.tsx?raw') },
  ],
  api: [
    { name: 'value', type: 'string' },
    { name: 'defaultValue', type: 'string' },
    { name: 'onChange', type: '(e: ChangeEvent<HTMLInputElement>) => void' },
    { name: 'onPressEnter', type: '(e: KeyboardEvent<HTMLInputElement>) => void' },
    { name: 'placeholder', type: 'string' },
    { name: 'prefix', type: 'ReactNode' },
    { name: 'suffix', type: 'ReactNode' },
    { name: 'allowClear', type: 'boolean | { clearIcon?: ReactNode }', default: 'false' },
    { name: 'maxLength', type: 'number' },
    {
      name: 'showCount',
      type: 'boolean | { formatter: (info: { value: string; count: number; maxLength?: number }) => ReactNode }',
      default: 'false',
    },
    { name: 'status', type: "'error' | 'warning'" },
    { name: 'size', type: "'large' | 'middle' | 'small'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
    { name: 'disabled', type: 'boolean', default: 'false' },
  ],
});
