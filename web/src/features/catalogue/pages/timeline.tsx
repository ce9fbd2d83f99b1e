import { Timeline, type TimelineProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TimelineAlternate = lazy(() => import('../demos/timeline/alternate'));
const TimelineBasic = lazy(() => import('../demos/timeline/basic'));
const TimelineColorsIcons = lazy(() => import('../demos/timeline/colors-icons'));
const TimelineInCard = lazy(() => import('../demos/timeline/in-card'));
const TimelinePendingReverse = lazy(() => import('../demos/timeline/pending-reverse'));
const TimelineTitles = lazy(() => import('../demos/timeline/titles'));

type Values = Pick<TimelineProps, 'mode' | 'orientation' | 'variant' | 'reverse'>;

const DEFAULTS = { mode: 'start', orientation: 'vertical', variant: 'outlined' };

const ITEMS: TimelineProps['items'] = [
  { title: 'Mar 2', content: 'Order #1042 placed' },
  { title: 'Mar 2', content: 'Payment received', color: 'green' },
  { title: 'Mar 3', content: 'Packed in Rotterdam' },
  { title: 'Mar 4', content: 'Out for delivery', loading: true },
];

const SETUP = `const items: TimelineProps['items'] = [
  { title: 'Mar 2', content: 'Order #1042 placed' },
  { title: 'Mar 2', content: 'Payment received', color: 'green' },
  { title: 'Mar 3', content: 'Packed in Rotterdam' },
  { title: 'Mar 4', content: 'Out for delivery', loading: true },
];`;

export default componentPage({
  name: 'timeline',
  imports: "import { Timeline } from 'antd';",
  docs: 'https://ant.design/components/timeline',
  playground: playground<Values>({
    controls: [
      { prop: 'mode', kind: 'radio', options: ['start', 'alternate', 'end'], initial: 'start' },
      { prop: 'orientation', kind: 'radio', options: ['vertical', 'horizontal'], initial: 'vertical' },
      { prop: 'variant', kind: 'radio', options: ['outlined', 'filled'], initial: 'outlined' },
      { prop: 'reverse', kind: 'switch', initial: false },
    ],
    render: (v) => <Timeline items={ITEMS} {...v} style={{ width: '100%' }} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Timeline', 'type TimelineProps'] },
        setup: SETUP,
        jsx: jsxElement(
          'Timeline',
          { items: expression('items'), ...v, style: { width: '100%' } },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TimelineBasic, source: () => import('../demos/timeline/basic.tsx?raw') },
    {
      key: 'colorsIcons',
      Demo: TimelineColorsIcons,
      source: () => import('../demos/timeline/colors-icons.tsx?raw'),
    },
    {
      key: 'pendingReverse',
      Demo: TimelinePendingReverse,
      source: () => import('../demos/timeline/pending-reverse.tsx?raw'),
    },
    {
      key: 'alternate',
      Demo: TimelineAlternate,
      source: () => import('../demos/timeline/alternate.tsx?raw'),
    },
    { key: 'titles', Demo: TimelineTitles, source: () => import('../demos/timeline/titles.tsx?raw') },
    { key: 'inCard', Demo: TimelineInCard, source: () => import('../demos/timeline/in-card.tsx?raw') },
  ],
  api: [
    {
      name: 'items',
      type: "{ title?: ReactNode; content?: ReactNode; color?: string; icon?: ReactNode; loading?: boolean; placement?: 'start' | 'end' }[]",
    },
    { name: 'mode', type: "'start' | 'alternate' | 'end'", default: "'start'" },
    { name: 'orientation', type: "'vertical' | 'horizontal'", default: "'vertical'" },
    { name: 'variant', type: "'outlined' | 'filled'", default: "'outlined'" },
    { name: 'reverse', type: 'boolean', default: 'false' },
    { name: 'titleSpan', type: 'number | string', default: '12' },
    {
      name: 'classNames',
      type: 'Record<SemanticDOM, string> | (info: { props }) => Record<SemanticDOM, string>',
    },
    {
      name: 'styles',
      type: 'Record<SemanticDOM, CSSProperties> | (info: { props }) => Record<SemanticDOM, CSSProperties>',
    },
  ],
});
