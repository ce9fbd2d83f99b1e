/**
 * antd's component styles, rendered at build time so the browser does not compute them. antd writes each component's CSS at runtime the first time the component renders (CSS-in-JS): on a 4×
 * throttled CPU that was a large share of the long tasks of the first screens (see bench:web). This renders one of
 * each component the app uses with the app's theme on the server, and extracts the CSS with the cache map antd
 * reads back in the browser (`.data-ant-cssinjs-cache-path`): a component found there is not generated again.
 * With CSS variables (`cssVar` in the theme) a component's CSS does not depend on the theme's values, so this one
 * rendering serves light and dark alike; the values come from the variables antd still writes at runtime. A
 * component missing from the list is generated at runtime: the list decides what is precomputed, never what works.
 */

import { pathToFileURL } from 'node:url';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { antdThemeFor } from '../src/app/antd-theme';

const {
  Alert,
  App,
  Avatar,
  Breadcrumb,
  Button,
  Card,
  Checkbox,
  Col,
  ConfigProvider,
  Divider,
  Dropdown,
  Empty,
  Flex,
  Form,
  Input,
  Menu,
  Pagination,
  Row,
  Segmented,
  Select,
  Skeleton,
  Space,
  Spin,
  Table,
  Tag,
  Typography,
} = antd;

/**
 * One of each component (or variant with a style hook of its own) on the screens people open first: the shell,
 * the dashboards, the sign-in pages and the product and order lists. Each adds its CSS to the first load (the
 * whole list ≈ 45 KB gzip), so components seen only later (pickers, uploads, modals…) stay generated at runtime.
 */
function firstScreenComponents(): ReactNode[] {
  const items = [{ key: 'a', label: 'A' }];
  return [
    h(App, { key: 'app' }, 'x'),
    h(Alert, { key: 'alert', title: 'x', type: 'error', showIcon: true }),
    h(Avatar, { key: 'avatar' }, 'A'),
    h(Breadcrumb, { key: 'breadcrumb', items: [{ title: 'a' }, { title: 'b' }] }),
    h(Button, { key: 'button' }, 'x'),
    h(Card, { key: 'card', title: 'x' }, 'x'),
    h(Checkbox, { key: 'checkbox' }, 'x'),
    h(Divider, { key: 'divider' }),
    h(Dropdown, { key: 'dropdown', menu: { items } }, h('button', { type: 'button' }, 'x')),
    h(Empty, { key: 'empty' }),
    h(Flex, { key: 'flex' }, 'x'),
    h(
      Form,
      { key: 'form' },
      h(Form.Item, { label: 'x', help: 'x', validateStatus: 'error' }, h(Input, null)),
    ),
    h(Input.Password, { key: 'password' }),
    h(Menu, {
      key: 'menu',
      mode: 'inline',
      items: [{ key: 'g', type: 'group', label: 'g', children: items }],
    }),
    h(Pagination, { key: 'pagination', total: 100, showSizeChanger: true }),
    h(Row, { key: 'row' }, h(Col, { span: 24 }, 'x')),
    h(Segmented, { key: 'segmented', options: ['a', 'b'] }),
    h(Select, { key: 'select', options: [{ value: 'a' }] }),
    h(Skeleton, { key: 'skeleton', active: true }),
    h(Space, { key: 'space' }, 'x'),
    h(Spin, { key: 'spin' }),
    h(Table, {
      key: 'table',
      columns: [{ key: 'a', dataIndex: 'a', title: 'a', sorter: true }],
      dataSource: [{ key: 1, a: 'x' }],
      rowSelection: {},
    }),
    h(Tag, { key: 'tag' }, 'x'),
    h(Typography.Title, { key: 'title' }, 'x'),
  ];
}

/** The CSS of every listed component in the light theme, with the cache map that makes antd skip them. */
export function prebuiltAntdCss(): string {
  const cache = createCache();
  renderToString(
    h(
      StyleProvider,
      { cache },
      h(ConfigProvider, { theme: antdThemeFor('light') }, ...firstScreenComponents()),
    ),
  );
  const css = extractStyle(cache, { plain: true, types: 'style' });
  // Zero entries means antd rendered with another copy of @ant-design/cssinjs than this one (after an upgrade that
  // nests it): fail the build rather than ship a file antd never reads.
  const entries = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)"/.exec(css)?.[1]?.split(';').length ?? 0;
  if (entries < 20)
    throw new Error(`antd-css: only ${entries} antd styles extracted; is @ant-design/cssinjs deduped?`);
  return css;
}

// `node --import tsx web/build/antd-css.ts` (run by vite.config.ts with NODE_ENV=production, the hash prefix antd
// uses in production builds) prints the CSS.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.stdout.write(prebuiltAntdCss());
