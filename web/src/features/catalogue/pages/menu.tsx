import { DashboardOutlined, ShopOutlined, ShoppingCartOutlined, TeamOutlined } from '@ant-design/icons';
import { Menu, type MenuProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const MenuCollapsed = lazy(() => import('../demos/menu/collapsed'));
const MenuControlled = lazy(() => import('../demos/menu/controlled'));
const MenuDark = lazy(() => import('../demos/menu/dark'));
const MenuGroups = lazy(() => import('../demos/menu/groups'));
const MenuHorizontal = lazy(() => import('../demos/menu/horizontal'));
const MenuInline = lazy(() => import('../demos/menu/inline'));
const MenuVertical = lazy(() => import('../demos/menu/vertical'));

type Values = Pick<
  MenuProps,
  'mode' | 'theme' | 'inlineCollapsed' | 'triggerSubMenuAction' | 'multiple' | 'inlineIndent'
>;

const DEFAULTS = { mode: 'vertical', theme: 'light', triggerSubMenuAction: 'hover', inlineIndent: 24 };

const items: MenuProps['items'] = [
  { key: 'dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  {
    key: 'orders',
    label: 'Orders',
    icon: <ShoppingCartOutlined />,
    children: [
      { key: 'all-orders', label: 'All orders' },
      { key: 'returns', label: 'Returns' },
    ],
  },
  { key: 'products', label: 'Products', icon: <ShopOutlined /> },
  { key: 'customers', label: 'Customers', icon: <TeamOutlined /> },
];

const SETUP = `const items: MenuProps['items'] = [
  { key: 'dashboard', label: 'Dashboard', icon: <DashboardOutlined /> },
  {
    key: 'orders',
    label: 'Orders',
    icon: <ShoppingCartOutlined />,
    children: [
      { key: 'all-orders', label: 'All orders' },
      { key: 'returns', label: 'Returns' },
    ],
  },
  { key: 'products', label: 'Products', icon: <ShopOutlined /> },
  { key: 'customers', label: 'Customers', icon: <TeamOutlined /> },
];`;

/**
 * inlineCollapsed only applies to an inline menu (antd warns if the prop is even present), and so do open
 * sections, which a collapsed menu would show as an open pop-up.
 */
const props = ({ inlineCollapsed, ...rest }: Values) => ({
  ...rest,
  ...(rest.mode === 'inline' && { inlineCollapsed }),
  defaultSelectedKeys: ['all-orders'],
  ...(rest.mode === 'inline' && !inlineCollapsed && { defaultOpenKeys: ['orders'] }),
});

/** A horizontal menu spans its row; the others are a sidebar's width. */
const boxStyle = (v: Values) =>
  v.mode === 'horizontal' ? { width: '100%' } : { width: '100%', maxWidth: 256 };

export default componentPage({
  name: 'menu',
  imports: "import { Menu, type MenuProps } from 'antd';",
  docs: 'https://ant.design/components/menu',
  playground: playground<Values>({
    controls: [
      { prop: 'mode', kind: 'radio', options: ['inline', 'vertical', 'horizontal'], initial: 'inline' },
      { prop: 'theme', kind: 'radio', options: ['light', 'dark'], initial: 'light' },
      { prop: 'triggerSubMenuAction', kind: 'radio', options: ['hover', 'click'], initial: 'hover' },
      { prop: 'inlineIndent', kind: 'number', initial: 24, min: 8, max: 48, step: 4 },
      { prop: 'inlineCollapsed', kind: 'switch', initial: false },
      { prop: 'multiple', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <div style={boxStyle(v)}>
        <Menu key={v.mode} items={items} {...props(v)} />
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: {
          '@ant-design/icons': ['DashboardOutlined', 'ShopOutlined', 'ShoppingCartOutlined', 'TeamOutlined'],
          antd: ['Menu', 'type MenuProps'],
        },
        setup: SETUP,
        jsx: jsxElement(
          'div',
          { style: boxStyle(v) },
          {
            children: jsxElement('Menu', { items: expression('items'), ...props(v) }, { defaults: DEFAULTS }),
          },
        ),
      }),
  }),
  demos: [
    { key: 'inline', Demo: MenuInline, source: () => import('../demos/menu/inline.tsx?raw') },
    { key: 'vertical', Demo: MenuVertical, source: () => import('../demos/menu/vertical.tsx?raw') },
    { key: 'horizontal', Demo: MenuHorizontal, source: () => import('../demos/menu/horizontal.tsx?raw') },
    { key: 'collapsed', Demo: MenuCollapsed, source: () => import('../demos/menu/collapsed.tsx?raw') },
    { key: 'dark', Demo: MenuDark, source: () => import('../demos/menu/dark.tsx?raw') },
    { key: 'groups', Demo: MenuGroups, source: () => import('../demos/menu/groups.tsx?raw') },
    { key: 'controlled', Demo: MenuControlled, source: () => import('../demos/menu/controlled.tsx?raw') },
  ],
  api: [
    { name: 'items', type: 'ItemType[]' },
    { name: 'mode', type: "'vertical' | 'horizontal' | 'inline'", default: "'vertical'" },
    { name: 'theme', type: "'light' | 'dark'", default: "'light'" },
    { name: 'selectedKeys', type: 'string[]' },
    { name: 'defaultSelectedKeys', type: 'string[]' },
    { name: 'openKeys', type: 'string[]' },
    { name: 'defaultOpenKeys', type: 'string[]' },
    { name: 'inlineCollapsed', type: 'boolean' },
    { name: 'inlineIndent', type: 'number', default: '24' },
    { name: 'multiple', type: 'boolean', default: 'false' },
    { name: 'selectable', type: 'boolean', default: 'true' },
    { name: 'triggerSubMenuAction', type: "'hover' | 'click'", default: "'hover'" },
    { name: 'onClick', type: '({ item, key, keyPath, domEvent }) => void' },
    { name: 'onOpenChange', type: '(openKeys: string[]) => void' },
  ],
});
