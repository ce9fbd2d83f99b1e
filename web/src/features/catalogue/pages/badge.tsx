import { BellOutlined } from '@ant-design/icons';
import { Badge, type BadgeProps, Button } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const BadgeColors = lazy(() => import('../demos/badge/colors'));
const BadgeCount = lazy(() => import('../demos/badge/count'));
const BadgeDot = lazy(() => import('../demos/badge/dot'));
const BadgeOverflow = lazy(() => import('../demos/badge/overflow'));
const BadgeRibbon = lazy(() => import('../demos/badge/ribbon'));
const BadgeStatus = lazy(() => import('../demos/badge/status'));

type Values = Pick<BadgeProps, 'overflowCount' | 'dot' | 'showZero' | 'size'> & { count: number };

const DEFAULTS = { overflowCount: 99, size: 'medium' };

export default componentPage({
  name: 'badge',
  imports: "import { Badge } from 'antd';",
  docs: 'https://ant.design/components/badge',
  playground: playground<Values>({
    controls: [
      { prop: 'count', kind: 'number', initial: 5, min: 0, max: 100000 },
      { prop: 'overflowCount', kind: 'number', initial: 99, min: 1, max: 9999 },
      { prop: 'size', kind: 'radio', options: ['medium', 'small'], initial: 'medium' },
      { prop: 'dot', kind: 'switch', initial: false },
      { prop: 'showZero', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <Badge {...v}>
        <Button icon={<BellOutlined />} aria-label="Notifications" />
      </Badge>
    ),
    code: (v) =>
      demoModule({
        imports: { '@ant-design/icons': ['BellOutlined'], antd: ['Badge', 'Button'] },
        jsx: jsxElement('Badge', v, {
          // On several lines, so that the button sits on its own line inside the badge.
          children: '<Button\n  icon={<BellOutlined />}\n  aria-label="Notifications"\n/>',
          defaults: DEFAULTS,
        }),
      }),
  }),
  demos: [
    { key: 'count', Demo: BadgeCount, source: () => import('../demos/badge/count.tsx?raw') },
    { key: 'overflow', Demo: BadgeOverflow, source: () => import('../demos/badge/overflow.tsx?raw') },
    { key: 'dot', Demo: BadgeDot, source: () => import('../demos/badge/dot.tsx?raw') },
    { key: 'status', Demo: BadgeStatus, source: () => import('../demos/badge/status.tsx?raw') },
    { key: 'colors', Demo: BadgeColors, source: () => import('../demos/badge/colors.tsx?raw') },
    { key: 'ribbon', Demo: BadgeRibbon, source: () => import('../demos/badge/ribbon.tsx?raw') },
  ],
  api: [
    { name: 'count', type: 'ReactNode' },
    { name: 'overflowCount', type: 'number', default: '99' },
    { name: 'showZero', type: 'boolean', default: 'false' },
    { name: 'dot', type: 'boolean', default: 'false' },
    { name: 'size', type: "'medium' | 'small'", default: "'medium'" },
    { name: 'status', type: "'success' | 'processing' | 'default' | 'error' | 'warning'" },
    { name: 'text', type: 'ReactNode' },
    { name: 'color', type: 'string' },
    { name: 'offset', type: '[number | string, number | string]' },
    { name: 'title', type: 'string | null | false' },
    {
      name: 'styles',
      type: "Record<'root' | 'indicator', CSSProperties> | ((info: { props }) => Record<…>)",
    },
    { name: 'Ribbon.text', type: 'ReactNode' },
    { name: 'Ribbon.color', type: 'string' },
    { name: 'Ribbon.placement', type: "'start' | 'end'", default: "'end'" },
  ],
});
