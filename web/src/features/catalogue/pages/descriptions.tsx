import { Descriptions, type DescriptionsProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const DescriptionsBasic = lazy(() => import('../demos/descriptions/basic'));
const DescriptionsBordered = lazy(() => import('../demos/descriptions/bordered'));
const DescriptionsExtra = lazy(() => import('../demos/descriptions/extra'));
const DescriptionsResponsive = lazy(() => import('../demos/descriptions/responsive'));
const DescriptionsSizes = lazy(() => import('../demos/descriptions/sizes'));
const DescriptionsVertical = lazy(() => import('../demos/descriptions/vertical'));

type Values = Pick<DescriptionsProps, 'bordered' | 'column' | 'layout' | 'size' | 'colon'> & {
  title: string;
};

const DEFAULTS = { layout: 'horizontal', size: 'large', colon: true };

const ITEMS = [
  { key: 'customer', label: 'Customer', children: 'Mina Park' },
  { key: 'placed', label: 'Placed on', children: '12 March 2026' },
  { key: 'status', label: 'Status', children: 'Shipped' },
  { key: 'total', label: 'Total', children: '$248.00' },
  { key: 'address', label: 'Address', children: '14 Harbour Street, 3011 Rotterdam', span: 2 },
];

const SETUP = `const items: DescriptionsProps['items'] = [
${ITEMS.map(
  ({ key, label, children, span }) =>
    `  { key: '${key}', label: '${label}', children: '${children}'${span ? `, span: ${span}` : ''} },`,
).join('\n')}
];`;

export default componentPage({
  name: 'descriptions',
  imports: "import { Descriptions } from 'antd';",
  docs: 'https://ant.design/components/descriptions',
  playground: playground<Values>({
    controls: [
      { prop: 'title', kind: 'text', initial: 'Order #1042' },
      { prop: 'column', kind: 'number', initial: 2, min: 1, max: 4 },
      { prop: 'layout', kind: 'radio', options: ['horizontal', 'vertical'], initial: 'horizontal' },
      { prop: 'size', kind: 'radio', options: ['large', 'medium', 'small'], initial: 'large' },
      { prop: 'bordered', kind: 'switch', initial: false },
      { prop: 'colon', kind: 'switch', initial: true },
    ],
    render: (v) => (
      <div style={{ width: '100%' }}>
        <Descriptions {...v} items={ITEMS} />
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Descriptions', 'type DescriptionsProps'] },
        setup: SETUP,
        jsx: jsxElement(
          'Descriptions',
          { ...v, title: v.title || undefined, items: expression('items') },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: DescriptionsBasic, source: () => import('../demos/descriptions/basic.tsx?raw') },
    {
      key: 'bordered',
      Demo: DescriptionsBordered,
      source: () => import('../demos/descriptions/bordered.tsx?raw'),
    },
    {
      key: 'responsive',
      Demo: DescriptionsResponsive,
      source: () => import('../demos/descriptions/responsive.tsx?raw'),
    },
    {
      key: 'vertical',
      Demo: DescriptionsVertical,
      source: () => import('../demos/descriptions/vertical.tsx?raw'),
    },
    { key: 'sizes', Demo: DescriptionsSizes, source: () => import('../demos/descriptions/sizes.tsx?raw') },
    { key: 'extra', Demo: DescriptionsExtra, source: () => import('../demos/descriptions/extra.tsx?raw') },
  ],
  api: [
    {
      name: 'items',
      type: "{ key?, label, children, span?: number | 'filled' | { xs?: number; … }, styles? }[]",
    },
    { name: 'title', type: 'ReactNode' },
    { name: 'extra', type: 'ReactNode' },
    { name: 'bordered', type: 'boolean', default: 'false' },
    {
      name: 'column',
      type: 'number | Partial<Record<Breakpoint, number>>',
      default: '{ xs: 1, sm: 2, md: 3, lg: 3, xl: 3, xxl: 3, xxxl: 4 }',
    },
    { name: 'layout', type: "'horizontal' | 'vertical'", default: "'horizontal'" },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'large'" },
    { name: 'colon', type: 'boolean', default: 'true' },
    {
      name: 'styles',
      type: "Record<'root' | 'header' | 'title' | 'extra' | 'label' | 'content', CSSProperties>",
    },
    {
      name: 'classNames',
      type: "Record<'root' | 'header' | 'title' | 'extra' | 'label' | 'content', string>",
    },
  ],
});
