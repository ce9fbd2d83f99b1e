import { InputNumber, type InputNumberProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const InputNumberAddons = lazy(() => import('../demos/input-number/addons'));
const InputNumberBasic = lazy(() => import('../demos/input-number/basic'));
const InputNumberControls = lazy(() => import('../demos/input-number/controls'));
const InputNumberFormatter = lazy(() => import('../demos/input-number/formatter'));
const InputNumberPrecisionStep = lazy(() => import('../demos/input-number/precision-step'));
const InputNumberStatus = lazy(() => import('../demos/input-number/status'));

type Values = Pick<InputNumberProps<number>, 'size' | 'variant' | 'mode' | 'disabled'> & {
  min: number;
  max: number;
  step: number;
  controls: boolean;
};

const DEFAULTS = { step: 1, size: 'middle', variant: 'outlined', mode: 'input', controls: true };

const props = (v: Values) => ({ 'aria-label': 'Quantity', defaultValue: 3, ...v });

export default componentPage({
  name: 'input-number',
  imports: "import { InputNumber, type InputNumberProps } from 'antd';",
  docs: 'https://ant.design/components/input-number',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'min', kind: 'number', initial: 1 },
      { prop: 'max', kind: 'number', initial: 99 },
      { prop: 'step', kind: 'number', initial: 1, min: 0.01 },
      { prop: 'size', kind: 'radio', options: ['small', 'middle', 'large'], initial: 'middle' },
      {
        prop: 'variant',
        kind: 'select',
        options: ['outlined', 'filled', 'borderless', 'underlined'],
        initial: 'outlined',
      },
      { prop: 'mode', kind: 'radio', options: ['input', 'spinner'], initial: 'input' },
      { prop: 'controls', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <InputNumber<number> {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['InputNumber'] },
        jsx: jsxElement('InputNumber', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: InputNumberBasic, source: () => import('../demos/input-number/basic.tsx?raw') },
    {
      key: 'formatter',
      Demo: InputNumberFormatter,
      source: () => import('../demos/input-number/formatter.tsx?raw'),
    },
    {
      key: 'precisionStep',
      Demo: InputNumberPrecisionStep,
      source: () => import('../demos/input-number/precision-step.tsx?raw'),
    },
    {
      key: 'controls',
      Demo: InputNumberControls,
      source: () => import('../demos/input-number/controls.tsx?raw'),
    },
    { key: 'status', Demo: InputNumberStatus, source: () => import('../demos/input-number/status.tsx?raw') },
    { key: 'addons', Demo: InputNumberAddons, source: () => import('../demos/input-number/addons.tsx?raw') },
  ],
  api: [
    { name: 'value', type: 'number | null' },
    { name: 'onChange', type: '(value: number | string | null) => void' },
    { name: 'min', type: 'number', default: 'Number.MIN_SAFE_INTEGER' },
    { name: 'max', type: 'number', default: 'Number.MAX_SAFE_INTEGER' },
    { name: 'step', type: 'number | string', default: '1' },
    { name: 'precision', type: 'number' },
    {
      name: 'formatter',
      type: '(value: number | string | undefined, info: { userTyping: boolean; input: string }) => string',
    },
    { name: 'parser', type: '(displayValue: string | undefined) => number' },
    { name: 'controls', type: 'boolean | { upIcon?: ReactNode; downIcon?: ReactNode }', default: 'true' },
    { name: 'mode', type: "'input' | 'spinner'", default: "'input'" },
    { name: 'prefix', type: 'ReactNode' },
    { name: 'suffix', type: 'ReactNode' },
    { name: 'status', type: "'error' | 'warning'" },
    { name: 'variant', type: "'outlined' | 'borderless' | 'filled' | 'underlined'", default: "'outlined'" },
  ],
});
