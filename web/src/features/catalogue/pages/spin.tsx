import { Spin, type SpinProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const SpinContainer = lazy(() => import('../demos/spin/container'));
const SpinDelay = lazy(() => import('../demos/spin/delay'));
const SpinDescription = lazy(() => import('../demos/spin/description'));
const SpinFullscreen = lazy(() => import('../demos/spin/fullscreen'));
const SpinIndicator = lazy(() => import('../demos/spin/indicator'));
const SpinSizes = lazy(() => import('../demos/spin/sizes'));

type Values = Pick<SpinProps, 'size' | 'spinning' | 'delay'> & { description: string };

const DEFAULTS = { size: 'medium', delay: 0, spinning: true };

const props = ({ size, spinning, delay, description }: Values) => ({
  size,
  spinning,
  delay,
  description: description || undefined,
});

export default componentPage({
  name: 'spin',
  imports: "import { Spin } from 'antd';",
  docs: 'https://ant.design/components/spin',
  playground: playground<Values>({
    controls: [
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'description', kind: 'text', initial: 'Loading orders…' },
      { prop: 'spinning', kind: 'switch', initial: true },
      { prop: 'delay', kind: 'number', initial: 0, min: 0, max: 3000, step: 100 },
    ],
    render: (v) => <Spin {...props(v)} />,
    code: (v) =>
      demoModule({ imports: { antd: ['Spin'] }, jsx: jsxElement('Spin', props(v), { defaults: DEFAULTS }) }),
  }),
  demos: [
    { key: 'sizes', Demo: SpinSizes, source: () => import('../demos/spin/sizes.tsx?raw') },
    { key: 'container', Demo: SpinContainer, source: () => import('../demos/spin/container.tsx?raw') },
    { key: 'description', Demo: SpinDescription, source: () => import('../demos/spin/description.tsx?raw') },
    { key: 'delay', Demo: SpinDelay, source: () => import('../demos/spin/delay.tsx?raw') },
    { key: 'indicator', Demo: SpinIndicator, source: () => import('../demos/spin/indicator.tsx?raw') },
    { key: 'fullscreen', Demo: SpinFullscreen, source: () => import('../demos/spin/fullscreen.tsx?raw') },
  ],
  api: [
    { name: 'spinning', type: 'boolean', default: 'true' },
    { name: 'size', type: "'small' | 'medium' | 'large'", default: "'medium'" },
    { name: 'description', type: 'ReactNode' },
    { name: 'delay', type: 'number', default: '0' },
    { name: 'indicator', type: 'ReactElement' },
    { name: 'percent', type: "number | 'auto'" },
    { name: 'fullscreen', type: 'boolean', default: 'false' },
    { name: 'children', type: 'ReactNode' },
    {
      name: 'classNames',
      type: 'Partial<Record<"root" | "section" | "indicator" | "description" | "container", string>>',
    },
    {
      name: 'styles',
      type: 'Partial<Record<"root" | "section" | "indicator" | "description" | "container", CSSProperties>>',
    },
  ],
});
