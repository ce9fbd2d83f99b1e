import { Mentions, type MentionsProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const MentionsAsync = lazy(() => import('../demos/mentions/async'));
const MentionsMembers = lazy(() => import('../demos/mentions/members'));
const MentionsPlacement = lazy(() => import('../demos/mentions/placement'));
const MentionsPrefixes = lazy(() => import('../demos/mentions/prefixes'));
const MentionsStatus = lazy(() => import('../demos/mentions/status'));

type Values = Pick<MentionsProps, 'placement' | 'size' | 'variant' | 'allowClear' | 'disabled'> & {
  placeholder: string;
  prefix: string;
};

const DEFAULTS = { prefix: '@', placement: 'bottom', size: 'middle', variant: 'outlined' };
const options = ['mina.park', 'jonas.weber', 'aiko.tanaka', 'lucas.moreau'].map((value) => ({
  value,
  label: value,
}));
const SETUP = `const options = ['mina.park', 'jonas.weber', 'aiko.tanaka', 'lucas.moreau'].map(
  (value) => ({ value, label: value }),
);`;

const props = (v: Values) => ({
  'aria-label': 'Order remark',
  options: expression('options'),
  ...v,
  style: { width: '100%', maxWidth: 320 },
});

export default componentPage({
  name: 'mentions',
  imports: "import { Mentions, type MentionsProps } from 'antd';",
  docs: 'https://ant.design/components/mentions',
  playground: playground<Values>({
    controls: [
      { prop: 'placeholder', kind: 'text', initial: 'Type @ to mention a member' },
      { prop: 'prefix', kind: 'text', initial: '@' },
      { prop: 'placement', kind: 'radio', options: ['bottom', 'top'], initial: 'bottom' },
      { prop: 'size', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'allowClear', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <Mentions {...props(v)} options={options} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Mentions'] },
        setup: SETUP,
        jsx: jsxElement('Mentions', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'members', Demo: MentionsMembers, source: () => import('../demos/mentions/members.tsx?raw') },
    { key: 'prefixes', Demo: MentionsPrefixes, source: () => import('../demos/mentions/prefixes.tsx?raw') },
    { key: 'async', Demo: MentionsAsync, source: () => import('../demos/mentions/async.tsx?raw') },
    {
      key: 'placement',
      Demo: MentionsPlacement,
      source: () => import('../demos/mentions/placement.tsx?raw'),
    },
    { key: 'status', Demo: MentionsStatus, source: () => import('../demos/mentions/status.tsx?raw') },
  ],
  api: [
    { name: 'options', type: '{ value: string; label?: ReactNode; key?: string; disabled?: boolean }[]' },
    { name: 'prefix', type: 'string | string[]', default: "'@'" },
    { name: 'split', type: 'string', default: "' '" },
    { name: 'value', type: 'string' },
    { name: 'onChange', type: '(text: string) => void' },
    { name: 'onSearch', type: '(text: string, prefix: string) => void' },
    { name: 'onSelect', type: '(option: Option, prefix: string) => void' },
    { name: 'filterOption', type: 'false | ((input: string, option: Option) => boolean)' },
    { name: 'loading', type: 'boolean', default: 'false' },
    { name: 'placement', type: "'top' | 'bottom'", default: "'bottom'" },
    { name: 'autoSize', type: 'boolean | { minRows?: number; maxRows?: number }', default: 'false' },
    { name: 'allowClear', type: 'boolean | { clearIcon?: ReactNode }', default: 'false' },
    { name: 'status', type: "'error' | 'warning'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
  ],
});
