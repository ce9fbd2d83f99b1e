import { Radio, type RadioGroupProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const RadioBasic = lazy(() => import('../demos/radio/basic'));
const RadioButtonStyle = lazy(() => import('../demos/radio/button-style'));
const RadioDisabled = lazy(() => import('../demos/radio/disabled'));
const RadioShippingCards = lazy(() => import('../demos/radio/shipping-cards'));
const RadioVertical = lazy(() => import('../demos/radio/vertical'));

type Values = Pick<
  RadioGroupProps,
  'optionType' | 'buttonStyle' | 'size' | 'orientation' | 'block' | 'disabled'
>;

const DEFAULTS = { optionType: 'default', buttonStyle: 'outline', size: 'medium', orientation: 'horizontal' };

const PERIODS = [
  { value: 'day', label: 'Day' },
  { value: 'week', label: 'Week' },
  { value: 'month', label: 'Month' },
  { value: 'quarter', label: 'Quarter' },
];

/** A block group fills its container; the playground's stage centres its content, so it gets a width. */
const groupProps = (v: Values) => ({
  'aria-label': 'Sales period',
  defaultValue: 'week',
  ...v,
  ...(v.block && { style: { width: '100%' } }),
});

export default componentPage({
  name: 'radio',
  imports: "import { Radio, type RadioChangeEvent } from 'antd';",
  docs: 'https://ant.design/components/radio',
  playground: playground<Values>({
    controls: [
      { prop: 'optionType', kind: 'radio', options: ['default', 'button'], initial: 'button' },
      { prop: 'buttonStyle', kind: 'radio', options: ['outline', 'solid'], initial: 'solid' },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'orientation', kind: 'radio', options: ['horizontal', 'vertical'], initial: 'horizontal' },
      { prop: 'block', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <Radio.Group {...groupProps(v)}>
        {PERIODS.map((p) => (
          <Radio key={p.value} value={p.value}>
            {p.label}
          </Radio>
        ))}
      </Radio.Group>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Radio'] },
        jsx: jsxElement('Radio.Group', groupProps(v), {
          defaults: DEFAULTS,
          children: PERIODS.map((p) => jsxElement('Radio', { value: p.value }, { children: p.label })).join(
            '\n',
          ),
        }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: RadioBasic, source: () => import('../demos/radio/basic.tsx?raw') },
    {
      key: 'buttonStyle',
      Demo: RadioButtonStyle,
      source: () => import('../demos/radio/button-style.tsx?raw'),
    },
    { key: 'vertical', Demo: RadioVertical, source: () => import('../demos/radio/vertical.tsx?raw') },
    { key: 'disabled', Demo: RadioDisabled, source: () => import('../demos/radio/disabled.tsx?raw') },
    {
      key: 'shippingCards',
      Demo: RadioShippingCards,
      source: () => import('../demos/radio/shipping-cards.tsx?raw'),
    },
  ],
  api: [
    {
      name: 'options',
      type: 'string[] | number[] | Array<{ label: ReactNode; value: string; disabled?: boolean }>',
    },
    { name: 'value', type: 'any' },
    { name: 'defaultValue', type: 'any' },
    { name: 'onChange', type: '(e: RadioChangeEvent) => void' },
    { name: 'optionType', type: "'default' | 'button'", default: "'default'" },
    { name: 'buttonStyle', type: "'outline' | 'solid'", default: "'outline'" },
    { name: 'size', type: "'large' | 'medium' | 'small'" },
    { name: 'orientation', type: "'horizontal' | 'vertical'", default: "'horizontal'" },
    { name: 'block', type: 'boolean', default: 'false' },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'name', type: 'string' },
    { name: 'checked', type: 'boolean', default: 'false' },
  ],
});
