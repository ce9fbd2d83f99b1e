import { Tabs, type TabsProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TabsBasic = lazy(() => import('../demos/tabs/basic'));
const TabsCard = lazy(() => import('../demos/tabs/card'));
const TabsCentered = lazy(() => import('../demos/tabs/centered'));
const TabsEditableCard = lazy(() => import('../demos/tabs/editable-card'));
const TabsExtra = lazy(() => import('../demos/tabs/extra'));
const TabsIcons = lazy(() => import('../demos/tabs/icons'));
const TabsPlacement = lazy(() => import('../demos/tabs/placement'));
const TabsSizes = lazy(() => import('../demos/tabs/sizes'));

type Values = Pick<TabsProps, 'type' | 'size' | 'tabPlacement' | 'centered'>;

const DEFAULTS = { type: 'line', size: 'medium', tabPlacement: 'top' };

const ITEMS = [
  { key: 'orders', label: 'Orders', children: '8 orders placed today' },
  { key: 'returns', label: 'Returns', children: '2 returns to inspect' },
  { key: 'reviews', label: 'Reviews', children: '5 reviews waiting for a reply' },
];

const SETUP = `const items: TabsProps['items'] = [
${ITEMS.map((i) => `  { key: '${i.key}', label: '${i.label}', children: '${i.children}' },`).join('\n')}
];`;

export default componentPage({
  name: 'tabs',
  imports: "import { Tabs, type TabsProps } from 'antd';",
  docs: 'https://ant.design/components/tabs',
  playground: playground<Values>({
    controls: [
      { prop: 'type', kind: 'radio', options: ['line', 'card'], initial: 'line' },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'tabPlacement', kind: 'select', options: ['top', 'end', 'bottom', 'start'], initial: 'top' },
      { prop: 'centered', kind: 'switch', initial: false },
    ],
    render: (v) => <Tabs items={ITEMS} {...v} style={{ width: '100%' }} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Tabs', 'type TabsProps'] },
        setup: SETUP,
        jsx: jsxElement(
          'Tabs',
          { items: expression('items'), ...v, style: { width: '100%' } },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TabsBasic, source: () => import('../demos/tabs/basic.tsx?raw') },
    { key: 'card', Demo: TabsCard, source: () => import('../demos/tabs/card.tsx?raw') },
    {
      key: 'editableCard',
      Demo: TabsEditableCard,
      source: () => import('../demos/tabs/editable-card.tsx?raw'),
    },
    { key: 'icons', Demo: TabsIcons, source: () => import('../demos/tabs/icons.tsx?raw') },
    { key: 'placement', Demo: TabsPlacement, source: () => import('../demos/tabs/placement.tsx?raw') },
    { key: 'sizes', Demo: TabsSizes, source: () => import('../demos/tabs/sizes.tsx?raw') },
    { key: 'extra', Demo: TabsExtra, source: () => import('../demos/tabs/extra.tsx?raw') },
    { key: 'centered', Demo: TabsCentered, source: () => import('../demos/tabs/centered.tsx?raw') },
  ],
  api: [
    { name: 'items', type: 'TabItemType[]' },
    { name: 'activeKey', type: 'string' },
    { name: 'defaultActiveKey', type: 'string' },
    { name: 'type', type: "'line' | 'card' | 'editable-card'", default: "'line'" },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'medium'" },
    { name: 'tabPlacement', type: "'top' | 'end' | 'bottom' | 'start'", default: "'top'" },
    { name: 'centered', type: 'boolean', default: 'false' },
    { name: 'tabBarExtraContent', type: 'ReactNode | { left?: ReactNode; right?: ReactNode }' },
    { name: 'destroyOnHidden', type: 'boolean', default: 'false' },
    { name: 'hideAdd', type: 'boolean', default: 'false' },
    { name: 'onChange', type: '(activeKey: string) => void' },
    {
      name: 'onEdit',
      type: "(target: string | MouseEvent | KeyboardEvent, action: 'add' | 'remove') => void",
    },
  ],
});
