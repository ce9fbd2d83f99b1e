import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, type DropdownProps, type MenuProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const DropdownContextMenu = lazy(() => import('../demos/dropdown/context-menu'));
const DropdownItemStates = lazy(() => import('../demos/dropdown/item-states'));
const DropdownPlacements = lazy(() => import('../demos/dropdown/placements'));
const DropdownSelectable = lazy(() => import('../demos/dropdown/selectable'));
const DropdownSplitButton = lazy(() => import('../demos/dropdown/split-button'));
const DropdownTriggers = lazy(() => import('../demos/dropdown/triggers'));

type Trigger = NonNullable<DropdownProps['trigger']>[number];

/** `trigger` is an array in antd; the playground offers one trigger at a time. */
type Values = Pick<DropdownProps, 'placement' | 'arrow' | 'disabled'> & {
  trigger: Trigger;
  children: string;
};

const DEFAULTS = { placement: 'bottomLeft' };

const items: MenuProps['items'] = [
  { key: 'pack', label: 'Mark as packed' },
  { key: 'ship', label: 'Mark as shipped' },
  { key: 'email', label: 'Email the customer' },
  { type: 'divider' },
  { key: 'cancel', label: 'Cancel order', danger: true },
];

const SETUP = `const items: MenuProps['items'] = [
  { key: 'pack', label: 'Mark as packed' },
  { key: 'ship', label: 'Mark as shipped' },
  { key: 'email', label: 'Email the customer' },
  { type: 'divider' },
  { key: 'cancel', label: 'Cancel order', danger: true },
];`;

const props = ({ children, trigger, ...rest }: Values) => ({
  ...rest,
  trigger: trigger === 'hover' ? undefined : [trigger],
});

const code = (v: Values) =>
  jsxElement(
    'Dropdown',
    { menu: expression('{ items }'), ...props(v) },
    {
      defaults: DEFAULTS,
      children: jsxElement(
        'Button',
        { icon: expression('<DownOutlined />'), iconPlacement: 'end' },
        { children: jsxText(v.children) },
      ),
    },
  );

export default componentPage({
  name: 'dropdown',
  imports: "import { Dropdown, type DropdownProps } from 'antd';",
  docs: 'https://ant.design/components/dropdown',
  playground: playground<Values>({
    controls: [
      { prop: 'trigger', kind: 'radio', options: ['click', 'hover', 'contextMenu'], initial: 'click' },
      {
        prop: 'placement',
        kind: 'select',
        options: ['bottomLeft', 'bottom', 'bottomRight', 'topLeft', 'top', 'topRight'],
        initial: 'bottomLeft',
      },
      { prop: 'children', kind: 'text', initial: 'Order #1042' },
      { prop: 'arrow', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <Dropdown menu={{ items }} {...props(v)}>
        <Button icon={<DownOutlined />} iconPlacement="end">
          {v.children}
        </Button>
      </Dropdown>
    ),
    code: (v) =>
      demoModule({
        imports: { '@ant-design/icons': ['DownOutlined'], antd: ['Button', 'Dropdown', 'type MenuProps'] },
        setup: SETUP,
        jsx: code(v),
      }),
  }),
  demos: [
    { key: 'triggers', Demo: DropdownTriggers, source: () => import('../demos/dropdown/triggers.tsx?raw') },
    {
      key: 'placements',
      Demo: DropdownPlacements,
      source: () => import('../demos/dropdown/placements.tsx?raw'),
    },
    {
      key: 'itemStates',
      Demo: DropdownItemStates,
      source: () => import('../demos/dropdown/item-states.tsx?raw'),
    },
    {
      key: 'contextMenu',
      Demo: DropdownContextMenu,
      source: () => import('../demos/dropdown/context-menu.tsx?raw'),
    },
    {
      key: 'splitButton',
      Demo: DropdownSplitButton,
      source: () => import('../demos/dropdown/split-button.tsx?raw'),
    },
    {
      key: 'selectable',
      Demo: DropdownSelectable,
      source: () => import('../demos/dropdown/selectable.tsx?raw'),
    },
  ],
  api: [
    { name: 'menu', type: 'MenuProps' },
    { name: 'trigger', type: "('click' | 'hover' | 'contextMenu')[]", default: "['hover']" },
    {
      name: 'placement',
      type: "'bottomLeft' | 'bottom' | 'bottomRight' | 'topLeft' | 'top' | 'topRight'",
      default: "'bottomLeft'",
    },
    { name: 'arrow', type: 'boolean | { pointAtCenter: boolean }', default: 'false' },
    { name: 'open', type: 'boolean' },
    { name: 'onOpenChange', type: "(open: boolean, info: { source: 'trigger' | 'menu' }) => void" },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'popupRender', type: '(originNode: ReactNode) => ReactNode' },
    { name: 'autoAdjustOverflow', type: 'boolean', default: 'true' },
    { name: 'destroyOnHidden', type: 'boolean', default: 'false' },
    {
      name: 'getPopupContainer',
      type: '(triggerNode: HTMLElement) => HTMLElement',
      default: '() => document.body',
    },
    { name: 'mouseEnterDelay', type: 'number', default: '0.15' },
    { name: 'mouseLeaveDelay', type: 'number', default: '0.1' },
  ],
});
