import { Breadcrumb, type BreadcrumbProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const BreadcrumbBasic = lazy(() => import('../demos/breadcrumb/basic'));
const BreadcrumbDropdown = lazy(() => import('../demos/breadcrumb/dropdown'));
const BreadcrumbIcons = lazy(() => import('../demos/breadcrumb/icons'));
const BreadcrumbLongPath = lazy(() => import('../demos/breadcrumb/long-path'));
const BreadcrumbSeparator = lazy(() => import('../demos/breadcrumb/separator'));

/** `section` and `page` are the titles of the last two crumbs. */
type Values = Pick<BreadcrumbProps, 'separator'> & { section: string; page: string };

const DEFAULTS = { separator: '/' };

const items = ({ section, page }: Values) => [
  { title: 'Home', href: '/app/dashboards/default' },
  { title: section, href: '/app/orders' },
  { title: page },
];

const quote = (text: string) => `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

export default componentPage({
  name: 'breadcrumb',
  imports: "import { Breadcrumb, type BreadcrumbProps } from 'antd';",
  docs: 'https://ant.design/components/breadcrumb',
  playground: playground<Values>({
    controls: [
      { prop: 'separator', kind: 'select', options: ['/', '>', '›', '·', '|'], initial: '/' },
      { prop: 'section', kind: 'text', initial: 'Orders' },
      { prop: 'page', kind: 'text', initial: 'Order #1042' },
    ],
    render: (v) => <Breadcrumb separator={v.separator} items={items(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Breadcrumb', 'type BreadcrumbProps'] },
        setup: `const items: BreadcrumbProps['items'] = [
  { title: 'Home', href: '/app/dashboards/default' },
  { title: ${quote(v.section)}, href: '/app/orders' },
  { title: ${quote(v.page)} },
];`,
        jsx: jsxElement(
          'Breadcrumb',
          { separator: v.separator as string, items: expression('items') },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: BreadcrumbBasic, source: () => import('../demos/breadcrumb/basic.tsx?raw') },
    { key: 'icons', Demo: BreadcrumbIcons, source: () => import('../demos/breadcrumb/icons.tsx?raw') },
    {
      key: 'separator',
      Demo: BreadcrumbSeparator,
      source: () => import('../demos/breadcrumb/separator.tsx?raw'),
    },
    {
      key: 'dropdown',
      Demo: BreadcrumbDropdown,
      source: () => import('../demos/breadcrumb/dropdown.tsx?raw'),
    },
    {
      key: 'longPath',
      Demo: BreadcrumbLongPath,
      source: () => import('../demos/breadcrumb/long-path.tsx?raw'),
    },
  ],
  api: [
    { name: 'items', type: 'ItemType[]' },
    { name: 'separator', type: 'ReactNode', default: "'/'" },
    { name: 'itemRender', type: '(route, params, routes, paths) => ReactNode' },
    { name: 'params', type: 'object' },
    { name: 'dropdownIcon', type: 'ReactNode', default: '<DownOutlined />' },
    { name: 'title', type: 'ReactNode' },
    { name: 'href', type: 'string' },
    { name: 'path', type: 'string' },
    { name: 'menu', type: 'MenuProps' },
    { name: 'dropdownProps', type: 'DropdownProps' },
    { name: 'onClick', type: '(e: MouseEvent) => void' },
    { name: 'type', type: "'separator'" },
  ],
});
