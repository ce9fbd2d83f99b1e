import { Statistic, type StatisticProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const StatisticBasic = lazy(() => import('../demos/statistic/basic'));
const StatisticFormatter = lazy(() => import('../demos/statistic/formatter'));
const StatisticPrefixSuffix = lazy(() => import('../demos/statistic/prefix-suffix'));
const StatisticTimer = lazy(() => import('../demos/statistic/timer'));
const StatisticTrendCards = lazy(() => import('../demos/statistic/trend-cards'));

type Values = Pick<StatisticProps, 'value' | 'precision' | 'groupSeparator' | 'loading'> & {
  title: string;
  prefix: string;
  suffix: string;
};

const DEFAULTS = { groupSeparator: ',' };

/** Empty text fields mean the prop is not set. */
const props = (v: Values) => Object.fromEntries(Object.entries(v).filter(([, value]) => value !== ''));

export default componentPage({
  name: 'statistic',
  imports: "import { Statistic } from 'antd';",
  docs: 'https://ant.design/components/statistic',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'title', kind: 'text', initial: 'Revenue this month' },
      { prop: 'value', kind: 'number', initial: 18240.5, step: 100 },
      { prop: 'precision', kind: 'number', initial: 2, min: 0, max: 6 },
      { prop: 'prefix', kind: 'text', initial: '$' },
      { prop: 'suffix', kind: 'text', initial: '' },
      { prop: 'groupSeparator', kind: 'text', initial: ',' },
      { prop: 'loading', kind: 'switch', initial: false },
    ],
    render: (v) => <Statistic {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Statistic'] },
        jsx: jsxElement('Statistic', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: StatisticBasic, source: () => import('../demos/statistic/basic.tsx?raw') },
    {
      key: 'prefixSuffix',
      Demo: StatisticPrefixSuffix,
      source: () => import('../demos/statistic/prefix-suffix.tsx?raw'),
    },
    {
      key: 'trendCards',
      Demo: StatisticTrendCards,
      source: () => import('../demos/statistic/trend-cards.tsx?raw'),
    },
    { key: 'timer', Demo: StatisticTimer, source: () => import('../demos/statistic/timer.tsx?raw') },
    {
      key: 'formatter',
      Demo: StatisticFormatter,
      source: () => import('../demos/statistic/formatter.tsx?raw'),
    },
  ],
  api: [
    { name: 'title', type: 'ReactNode' },
    { name: 'value', type: 'number | string' },
    { name: 'precision', type: 'number' },
    { name: 'prefix', type: 'ReactNode' },
    { name: 'suffix', type: 'ReactNode' },
    { name: 'groupSeparator', type: 'string', default: "','" },
    { name: 'decimalSeparator', type: 'string', default: "'.'" },
    { name: 'formatter', type: '(value: number | string) => ReactNode' },
    { name: 'loading', type: 'boolean', default: 'false' },
    {
      name: 'styles',
      type: 'Record<SemanticDOM, CSSProperties> | (info: { props }) => Record<SemanticDOM, CSSProperties>',
    },
    { name: 'type', type: "'countdown' | 'countup'" },
    { name: 'format', type: 'string', default: "'HH:mm:ss'" },
    { name: 'onFinish', type: '() => void' },
  ],
});
