import { Collapse, type CollapseProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const CollapseAccordion = lazy(() => import('../demos/collapse/accordion'));
const CollapseBasic = lazy(() => import('../demos/collapse/basic'));
const CollapseBorderlessGhost = lazy(() => import('../demos/collapse/borderless-ghost'));
const CollapseCustom = lazy(() => import('../demos/collapse/custom'));
const CollapseExtra = lazy(() => import('../demos/collapse/extra'));
const CollapseSizes = lazy(() => import('../demos/collapse/sizes'));

type Values = Pick<CollapseProps, 'accordion' | 'bordered' | 'ghost' | 'size' | 'expandIconPlacement'>;

const DEFAULTS = { bordered: true, size: 'medium', expandIconPlacement: 'start' };

const ITEMS = [
  {
    key: 'shipping',
    label: 'When will my order ship?',
    children: 'Orders placed before 14:00 leave the Rotterdam warehouse the same day.',
  },
  {
    key: 'returns',
    label: 'Can I return an item?',
    children: 'Yes, within 30 days and in its original packaging.',
  },
  {
    key: 'payment',
    label: 'Which payment methods do you accept?',
    children: 'Visa, Mastercard, PayPal and bank transfer.',
  },
];

const SETUP = `const items: CollapseProps['items'] = [
${ITEMS.map(
  ({ key, label, children }) =>
    `  {\n    key: '${key}',\n    label: '${label}',\n    children: '${children}',\n  },`,
).join('\n')}
];`;

const props = (v: Values) => ({ items: ITEMS, defaultActiveKey: ['shipping'], ...v });

export default componentPage({
  name: 'collapse',
  imports: "import { Collapse } from 'antd';",
  docs: 'https://ant.design/components/collapse',
  playground: playground<Values>({
    controls: [
      { prop: 'accordion', kind: 'switch', initial: false },
      { prop: 'bordered', kind: 'switch', initial: true },
      { prop: 'ghost', kind: 'switch', initial: false },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'expandIconPlacement', kind: 'radio', options: ['start', 'end'], initial: 'start' },
    ],
    render: (v) => (
      <div style={{ width: '100%' }}>
        <Collapse {...props(v)} />
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Collapse', 'type CollapseProps'] },
        setup: SETUP,
        jsx: jsxElement('Collapse', { ...props(v), items: expression('items') }, { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: CollapseBasic, source: () => import('../demos/collapse/basic.tsx?raw') },
    {
      key: 'accordion',
      Demo: CollapseAccordion,
      source: () => import('../demos/collapse/accordion.tsx?raw'),
    },
    {
      key: 'borderlessGhost',
      Demo: CollapseBorderlessGhost,
      source: () => import('../demos/collapse/borderless-ghost.tsx?raw'),
    },
    { key: 'extra', Demo: CollapseExtra, source: () => import('../demos/collapse/extra.tsx?raw') },
    { key: 'sizes', Demo: CollapseSizes, source: () => import('../demos/collapse/sizes.tsx?raw') },
    { key: 'custom', Demo: CollapseCustom, source: () => import('../demos/collapse/custom.tsx?raw') },
  ],
  api: [
    {
      name: 'items',
      type: '{ key, label, children, extra?, collapsible?, showArrow?, forceRender?, style? }[]',
    },
    { name: 'activeKey', type: 'string | number | (string | number)[]' },
    { name: 'defaultActiveKey', type: 'string | number | (string | number)[]' },
    { name: 'accordion', type: 'boolean', default: 'false' },
    { name: 'bordered', type: 'boolean', default: 'true' },
    { name: 'ghost', type: 'boolean', default: 'false' },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'medium'" },
    { name: 'collapsible', type: "'header' | 'icon' | 'disabled'" },
    { name: 'expandIcon', type: '(panelProps: { isActive?: boolean }) => ReactNode' },
    { name: 'expandIconPlacement', type: "'start' | 'end'", default: "'start'" },
    { name: 'destroyOnHidden', type: 'boolean', default: 'false' },
    { name: 'onChange', type: '(key: string[]) => void' },
  ],
});
