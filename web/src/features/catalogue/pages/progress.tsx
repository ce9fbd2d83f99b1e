import { Progress, type ProgressProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const ProgressCircle = lazy(() => import('../demos/progress/circle'));
const ProgressFormat = lazy(() => import('../demos/progress/format'));
const ProgressLine = lazy(() => import('../demos/progress/line'));
const ProgressSizes = lazy(() => import('../demos/progress/sizes'));
const ProgressSteps = lazy(() => import('../demos/progress/steps'));
const ProgressSuccess = lazy(() => import('../demos/progress/success'));

type Values = Pick<
  ProgressProps,
  'type' | 'percent' | 'status' | 'size' | 'steps' | 'strokeLinecap' | 'showInfo'
>;

const DEFAULTS = { type: 'line', size: 'medium', strokeLinecap: 'round', showInfo: true };

/**
 * "normal" is written as no status at all, which is what a person would do; both then turn to success at 100%.
 * Zero steps means a continuous bar.
 */
const props = ({ type, percent, status, size, steps, strokeLinecap, showInfo }: Values) => ({
  type,
  percent,
  status: status === 'normal' ? undefined : status,
  size,
  steps: steps || undefined,
  strokeLinecap,
  showInfo,
  // A progress bar needs a name for screen readers, whatever it shows.
  'aria-label': 'Orders packed',
});

export default componentPage({
  name: 'progress',
  imports: "import { Progress } from 'antd';",
  docs: 'https://ant.design/components/progress',
  playground: playground<Values>({
    controls: [
      { prop: 'type', kind: 'radio', options: ['line', 'circle', 'dashboard'], initial: 'line' },
      { prop: 'percent', kind: 'number', initial: 64, min: 0, max: 100, step: 1 },
      {
        prop: 'status',
        kind: 'select',
        options: ['normal', 'active', 'success', 'exception'],
        initial: 'normal',
      },
      { prop: 'size', kind: 'radio', options: ['small', 'medium'], initial: 'medium' },
      { prop: 'steps', kind: 'number', initial: 0, min: 0, max: 20, step: 1 },
      { prop: 'strokeLinecap', kind: 'radio', options: ['round', 'butt', 'square'], initial: 'round' },
      { prop: 'showInfo', kind: 'switch', initial: true },
    ],
    render: (v) => (
      <div style={{ width: '100%', textAlign: 'center' }}>
        <Progress {...props(v)} />
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Progress'] },
        jsx: jsxElement('Progress', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'line', Demo: ProgressLine, source: () => import('../demos/progress/line.tsx?raw') },
    { key: 'circle', Demo: ProgressCircle, source: () => import('../demos/progress/circle.tsx?raw') },
    { key: 'sizes', Demo: ProgressSizes, source: () => import('../demos/progress/sizes.tsx?raw') },
    { key: 'steps', Demo: ProgressSteps, source: () => import('../demos/progress/steps.tsx?raw') },
    { key: 'success', Demo: ProgressSuccess, source: () => import('../demos/progress/success.tsx?raw') },
    { key: 'format', Demo: ProgressFormat, source: () => import('../demos/progress/format.tsx?raw') },
  ],
  api: [
    { name: 'type', type: "'line' | 'circle' | 'dashboard'", default: "'line'" },
    { name: 'percent', type: 'number', default: '0' },
    { name: 'status', type: "'normal' | 'active' | 'success' | 'exception'" },
    { name: 'showInfo', type: 'boolean', default: 'true' },
    { name: 'format', type: '(percent?: number, successPercent?: number) => ReactNode' },
    {
      name: 'size',
      type: "'small' | 'medium' | number | [number | string, number] | { width?: number; height?: number }",
      default: "'medium'",
    },
    { name: 'steps', type: 'number | { count: number; gap: number }' },
    { name: 'success', type: '{ percent?: number; strokeColor?: string }' },
    {
      name: 'strokeColor',
      type: 'string | string[] | { from: string; to: string; direction?: string } | Record<string, string>',
    },
    { name: 'railColor', type: 'string' },
    { name: 'strokeLinecap', type: "'round' | 'butt' | 'square'", default: "'round'" },
    { name: 'gapDegree', type: 'number', default: '75 (dashboard)' },
    {
      name: 'percentPosition',
      type: "{ align?: 'start' | 'center' | 'end'; type?: 'inner' | 'outer' }",
      default: "{ align: 'end', type: 'outer' }",
    },
  ],
});
