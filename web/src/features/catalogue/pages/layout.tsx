import { DashboardOutlined, ShoppingCartOutlined, TagOutlined, TeamOutlined } from '@ant-design/icons';
import { Layout, Menu, type SiderProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const LayoutCollapsible = lazy(() => import('../demos/layout/collapsible'));
const LayoutFlexSpace = lazy(() => import('../demos/layout/flex-space'));
const LayoutHeaderContentFooter = lazy(() => import('../demos/layout/header-content-footer'));
const LayoutHeaderSider = lazy(() => import('../demos/layout/header-sider'));
const LayoutSiderFirst = lazy(() => import('../demos/layout/sider-first'));

type Values = Pick<SiderProps, 'theme' | 'width' | 'collapsed' | 'collapsedWidth'>;

const DEFAULTS = { theme: 'dark', width: 200, collapsedWidth: 80 };

const items = [
  { key: 'dashboard', icon: <DashboardOutlined />, label: 'Dashboard' },
  { key: 'orders', icon: <ShoppingCartOutlined />, label: 'Orders' },
  { key: 'products', icon: <TagOutlined />, label: 'Products' },
  { key: 'team', icon: <TeamOutlined />, label: 'Team' },
];

const ITEMS_CODE = `const items = [
  { key: 'dashboard', icon: <DashboardOutlined />, label: 'Dashboard' },
  { key: 'orders', icon: <ShoppingCartOutlined />, label: 'Orders' },
  { key: 'products', icon: <TagOutlined />, label: 'Products' },
  { key: 'team', icon: <TeamOutlined />, label: 'Team' },
];`;

const CONTENT = '12 orders to ship today';

export default componentPage({
  name: 'layout',
  imports: "import { Layout } from 'antd';",
  docs: 'https://ant.design/components/layout',
  playground: playground<Values>({
    controls: [
      { prop: 'theme', kind: 'radio', options: ['dark', 'light'], initial: 'dark' },
      { prop: 'width', kind: 'number', initial: 160, min: 100, max: 240, step: 20 },
      { prop: 'collapsed', kind: 'switch', initial: false },
      { prop: 'collapsedWidth', kind: 'number', initial: 64, min: 0, max: 80, step: 8 },
    ],
    render: (v) => (
      <Layout style={{ height: 200, width: '100%' }}>
        <Layout.Sider {...v}>
          <Menu theme={v.theme} mode="inline" defaultSelectedKeys={['orders']} items={items} />
        </Layout.Sider>
        <Layout.Content style={{ padding: 12 }}>{CONTENT}</Layout.Content>
      </Layout>
    ),
    code: (v) =>
      demoModule({
        imports: {
          '@ant-design/icons': ['DashboardOutlined', 'ShoppingCartOutlined', 'TagOutlined', 'TeamOutlined'],
          antd: ['Layout', 'Menu'],
        },
        setup: ITEMS_CODE,
        jsx: jsxElement(
          'Layout',
          { style: { height: 200, width: '100%' } },
          {
            children: [
              jsxElement('Layout.Sider', v, {
                defaults: DEFAULTS,
                children: `<Menu${v.theme === 'dark' ? ' theme="dark"' : ''} mode="inline" defaultSelectedKeys={['orders']} items={items} />`,
              }),
              `<Layout.Content style={{ padding: 12 }}>${CONTENT}</Layout.Content>`,
            ].join('\n'),
          },
        ),
      }),
  }),
  demos: [
    {
      key: 'headerContentFooter',
      Demo: LayoutHeaderContentFooter,
      source: () => import('../demos/layout/header-content-footer.tsx?raw'),
    },
    {
      key: 'headerSider',
      Demo: LayoutHeaderSider,
      source: () => import('../demos/layout/header-sider.tsx?raw'),
    },
    {
      key: 'siderFirst',
      Demo: LayoutSiderFirst,
      source: () => import('../demos/layout/sider-first.tsx?raw'),
    },
    {
      key: 'collapsible',
      Demo: LayoutCollapsible,
      source: () => import('../demos/layout/collapsible.tsx?raw'),
    },
    { key: 'flexSpace', Demo: LayoutFlexSpace, source: () => import('../demos/layout/flex-space.tsx?raw') },
  ],
  api: [
    { name: 'hasSider', type: 'boolean' },
    { name: 'collapsible', type: 'boolean', default: 'false' },
    { name: 'collapsed', type: 'boolean' },
    { name: 'defaultCollapsed', type: 'boolean', default: 'false' },
    { name: 'onCollapse', type: "(collapsed: boolean, type: 'clickTrigger' | 'responsive') => void" },
    { name: 'width', type: 'number | string', default: '200' },
    { name: 'collapsedWidth', type: 'number | string', default: '80' },
    { name: 'breakpoint', type: "'xs' | 'sm' | 'md' | 'lg' | 'xl' | 'xxl'" },
    { name: 'onBreakpoint', type: '(broken: boolean) => void' },
    { name: 'theme', type: "'light' | 'dark'", default: "'dark'" },
    { name: 'trigger', type: 'ReactNode' },
    { name: 'reverseArrow', type: 'boolean', default: 'false' },
  ],
});
