import { Steps, type StepsProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const StepsClickable = lazy(() => import('../demos/steps/clickable'));
const StepsError = lazy(() => import('../demos/steps/error'));
const StepsFulfilment = lazy(() => import('../demos/steps/fulfilment'));
const StepsIcons = lazy(() => import('../demos/steps/icons'));
const StepsSmall = lazy(() => import('../demos/steps/small'));
const StepsTypes = lazy(() => import('../demos/steps/types'));
const StepsVertical = lazy(() => import('../demos/steps/vertical'));

type Values = Pick<
  StepsProps,
  'current' | 'type' | 'orientation' | 'size' | 'status' | 'titlePlacement' | 'variant'
>;

const DEFAULTS = {
  current: 0,
  type: 'default',
  orientation: 'horizontal',
  size: 'medium',
  status: 'process',
  titlePlacement: 'horizontal',
  variant: 'filled',
};

const items: StepsProps['items'] = [
  { title: 'Placed', content: 'March 3' },
  { title: 'Packed', content: 'Lyon' },
  { title: 'Shipped' },
  { title: 'Delivered' },
];

const SETUP = `const items: StepsProps['items'] = [
  { title: 'Placed', content: 'March 3' },
  { title: 'Packed', content: 'Lyon' },
  { title: 'Shipped' },
  { title: 'Delivered' },
];`;

export default componentPage({
  name: 'steps',
  imports: "import { Steps, type StepsProps } from 'antd';",
  docs: 'https://ant.design/components/steps',
  playground: playground<Values>({
    controls: [
      { prop: 'current', kind: 'number', initial: 1, min: 0, max: 3 },
      {
        prop: 'type',
        kind: 'select',
        options: ['default', 'dot', 'navigation', 'inline', 'panel'],
        initial: 'default',
      },
      { prop: 'status', kind: 'select', options: ['wait', 'process', 'finish', 'error'], initial: 'process' },
      { prop: 'orientation', kind: 'radio', options: ['horizontal', 'vertical'], initial: 'horizontal' },
      { prop: 'titlePlacement', kind: 'radio', options: ['horizontal', 'vertical'], initial: 'vertical' },
      { prop: 'size', kind: 'radio', options: ['small', 'medium'], initial: 'medium' },
      { prop: 'variant', kind: 'radio', options: ['filled', 'outlined'], initial: 'filled' },
    ],
    // The stage centres its content; a page gives Steps its full width, as this wrapper does.
    render: (v) => (
      <div style={{ width: '100%' }}>
        <Steps items={items} {...v} />
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Steps', 'type StepsProps'] },
        setup: SETUP,
        jsx: jsxElement('Steps', { ...v, items: expression('items') }, { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'fulfilment', Demo: StepsFulfilment, source: () => import('../demos/steps/fulfilment.tsx?raw') },
    { key: 'vertical', Demo: StepsVertical, source: () => import('../demos/steps/vertical.tsx?raw') },
    { key: 'icons', Demo: StepsIcons, source: () => import('../demos/steps/icons.tsx?raw') },
    { key: 'error', Demo: StepsError, source: () => import('../demos/steps/error.tsx?raw') },
    { key: 'small', Demo: StepsSmall, source: () => import('../demos/steps/small.tsx?raw') },
    { key: 'clickable', Demo: StepsClickable, source: () => import('../demos/steps/clickable.tsx?raw') },
    { key: 'types', Demo: StepsTypes, source: () => import('../demos/steps/types.tsx?raw') },
  ],
  api: [
    { name: 'items', type: 'StepItem[]', default: '[]' },
    { name: 'current', type: 'number', default: '0' },
    { name: 'initial', type: 'number', default: '0' },
    { name: 'status', type: "'wait' | 'process' | 'finish' | 'error'", default: "'process'" },
    { name: 'type', type: "'default' | 'dot' | 'navigation' | 'inline' | 'panel'", default: "'default'" },
    { name: 'orientation', type: "'horizontal' | 'vertical'", default: "'horizontal'" },
    { name: 'titlePlacement', type: "'horizontal' | 'vertical'", default: "'horizontal'" },
    { name: 'size', type: "'small' | 'medium'", default: "'medium'" },
    { name: 'variant', type: "'filled' | 'outlined'", default: "'filled'" },
    { name: 'percent', type: 'number' },
    { name: 'responsive', type: 'boolean', default: 'true' },
    { name: 'iconRender', type: '(oriNode, info: { index, active, item }) => ReactNode' },
    { name: 'onChange', type: '(current: number) => void' },
  ],
});
