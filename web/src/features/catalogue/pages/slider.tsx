import { Slider, type SliderSingleProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const SliderBasic = lazy(() => import('../demos/slider/basic'));
const SliderInputNumber = lazy(() => import('../demos/slider/input-number'));
const SliderMarks = lazy(() => import('../demos/slider/marks'));
const SliderRange = lazy(() => import('../demos/slider/range'));
const SliderReverse = lazy(() => import('../demos/slider/reverse'));
const SliderVertical = lazy(() => import('../demos/slider/vertical'));

type Values = Required<Pick<SliderSingleProps, 'min' | 'max' | 'step' | 'dots' | 'reverse' | 'disabled'>> & {
  step: number;
};

const DEFAULTS = { min: 0, max: 100, step: 1 };

const props = (v: Values) => ({
  ariaLabelForHandle: 'Discount',
  defaultValue: 30,
  ...v,
  style: { width: '100%', maxWidth: 320 },
});

export default componentPage({
  name: 'slider',
  imports: "import { Slider } from 'antd';",
  docs: 'https://ant.design/components/slider',
  playground: playground<Values>({
    controls: [
      { prop: 'min', kind: 'number', initial: 0, min: 0, max: 50 },
      { prop: 'max', kind: 'number', initial: 100, min: 60, max: 500 },
      { prop: 'step', kind: 'number', initial: 10, min: 1, max: 50 },
      { prop: 'dots', kind: 'switch', initial: true },
      { prop: 'reverse', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <Slider {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Slider'] },
        jsx: jsxElement('Slider', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: SliderBasic, source: () => import('../demos/slider/basic.tsx?raw') },
    { key: 'range', Demo: SliderRange, source: () => import('../demos/slider/range.tsx?raw') },
    { key: 'marks', Demo: SliderMarks, source: () => import('../demos/slider/marks.tsx?raw') },
    {
      key: 'inputNumber',
      Demo: SliderInputNumber,
      source: () => import('../demos/slider/input-number.tsx?raw'),
    },
    { key: 'vertical', Demo: SliderVertical, source: () => import('../demos/slider/vertical.tsx?raw') },
    { key: 'reverse', Demo: SliderReverse, source: () => import('../demos/slider/reverse.tsx?raw') },
  ],
  api: [
    { name: 'value', type: 'number | [number, number]' },
    { name: 'defaultValue', type: 'number | [number, number]', default: '0 | [0, 0]' },
    { name: 'onChange', type: '(value: number | number[]) => void' },
    { name: 'onChangeComplete', type: '(value: number | number[]) => void' },
    { name: 'min', type: 'number', default: '0' },
    { name: 'max', type: 'number', default: '100' },
    { name: 'step', type: 'number | null', default: '1' },
    {
      name: 'range',
      type: 'boolean | { draggableTrack?, editable?, minCount?, maxCount? }',
      default: 'false',
    },
    { name: 'marks', type: '{ [value: number]: ReactNode | { style: CSSProperties; label: ReactNode } }' },
    { name: 'dots', type: 'boolean', default: 'false' },
    { name: 'reverse', type: 'boolean', default: 'false' },
    { name: 'orientation', type: "'horizontal' | 'vertical'", default: "'horizontal'" },
    { name: 'tooltip', type: '{ open?, placement?, getPopupContainer?, formatter?, autoAdjustOverflow? }' },
    { name: 'disabled', type: 'boolean', default: 'false' },
  ],
});
