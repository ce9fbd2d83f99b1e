/**
 * antd's component styles, rendered at build time so the browser does not compute them. antd writes each component's CSS at runtime the first time the component renders (CSS-in-JS): on a 4×
 * throttled CPU that was a large share of the long tasks of the first screens (see bench:web). This renders one of
 * each component the app uses with the app's theme on the server, and extracts the CSS with the cache map antd
 * reads back in the browser (`.data-ant-cssinjs-cache-path`): a component found there is not generated again.
 * With CSS variables (`cssVar` in the theme) a component's CSS does not depend on the theme's values, so this one
 * rendering serves light and dark alike; the values come from the variables antd still writes at runtime. A
 * component missing from the list is generated at runtime: the list decides what is precomputed, never what works.
 *
 * Three sets, each loaded where it is first needed (build/precomputed.ts): the sign-in pages' components, in the
 * stylesheet every page links; the signed-in shell's first screens', a stylesheet the shell adds
 * (src/lib/antd-shell-styles.ts); and the rest of what the component catalogue shows (nearly every antd component), a
 * string its page frame puts in a <style> (features/catalogue/kit/antd-styles.ts).
 */

import { pathToFileURL } from 'node:url';
import { createCache, extractStyle, StyleProvider } from '@ant-design/cssinjs';
import * as antd from 'antd';
import { createElement as h, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { antdThemeFor } from '../src/app/antd-theme';

const {
  Alert,
  Anchor,
  App,
  AutoComplete,
  Avatar,
  Badge,
  Breadcrumb,
  Button,
  Calendar,
  Card,
  Carousel,
  Cascader,
  Checkbox,
  Collapse,
  ConfigProvider,
  DatePicker,
  Descriptions,
  Divider,
  Dropdown,
  Empty,
  Flex,
  FloatButton,
  Form,
  Input,
  InputNumber,
  Layout,
  List,
  Mentions,
  Menu,
  Pagination,
  Popconfirm,
  Popover,
  Progress,
  Radio,
  Rate,
  Result,
  Segmented,
  Select,
  Skeleton,
  Slider,
  Space,
  Spin,
  Statistic,
  Steps,
  Switch,
  Table,
  Tabs,
  Tag,
  Timeline,
  TimePicker,
  Tooltip,
  Transfer,
  Tree,
  TreeSelect,
  Typography,
  Upload,
} = antd;

/**
 * One of each component (or variant with a style hook of its own) on the sign-in and sign-up pages, the first page a
 * visitor opens: its stylesheet is linked by every page, so it holds only these.
 */
function signInComponents(): ReactNode[] {
  return [
    h(App, { key: 'app' }, 'x'),
    h(Alert, { key: 'alert', title: 'x', type: 'error', showIcon: true }),
    h(Button, { key: 'button' }, 'x'),
    h(Divider, { key: 'divider' }),
    h(Flex, { key: 'flex' }, 'x'),
    // Form.Item lays out with Row and Col: the grid's styles come with it.
    h(
      Form,
      { key: 'form' },
      h(Form.Item, { label: 'x', help: 'x', validateStatus: 'error' }, h(Input, null)),
    ),
    h(Input.Password, { key: 'password' }),
    h(Space, { key: 'space' }, 'x'),
    h(Spin, { key: 'spin' }),
    h(Typography.Title, { key: 'title' }, 'x'),
  ];
}

/**
 * One of each component of the signed-in screens people open first (the shell, the dashboards, the product and order
 * lists) that the sign-in pages do not show. Each adds its CSS to the shell's stylesheet, so components seen only
 * later (pickers, uploads, modals…) stay generated at runtime.
 */
function shellComponents(): ReactNode[] {
  const items = [{ key: 'a', label: 'A' }];
  return [
    h(Avatar, { key: 'avatar' }, 'A'),
    h(Breadcrumb, { key: 'breadcrumb', items: [{ title: 'a' }, { title: 'b' }] }),
    h(Card, { key: 'card', title: 'x' }, 'x'),
    h(Checkbox, { key: 'checkbox' }, 'x'),
    h(Dropdown, { key: 'dropdown', menu: { items } }, h('button', { type: 'button' }, 'x')),
    h(Empty, { key: 'empty' }),
    h(Menu, {
      key: 'menu',
      mode: 'inline',
      items: [{ key: 'g', type: 'group', label: 'g', children: items }],
    }),
    h(Pagination, { key: 'pagination', total: 100, showSizeChanger: true }),
    h(Segmented, { key: 'segmented', options: ['a', 'b'] }),
    h(Select, { key: 'select', options: [{ value: 'a' }] }),
    h(Skeleton, { key: 'skeleton', active: true }),
    h(Table, {
      key: 'table',
      columns: [{ key: 'a', dataIndex: 'a', title: 'a', sorter: true }],
      dataSource: [{ key: 1, a: 'x' }],
      rowSelection: {},
    }),
    h(Tag, { key: 'tag' }, 'x'),
    // A status or preset colour has styles of their own (antd's Tag status and preset sub-styles): the order list's
    // statuses and the catalogue's tags generated them at runtime, inside the first render of their screen.
    h(Tag, { key: 'tag-status', color: 'success' }, 'x'),
    h(Tag, { key: 'tag-preset', color: 'blue' }, 'x'),
  ];
}

/**
 * One of each component the catalogue's pages show that the first screens do not (its page frames and playgrounds
 * render these as soon as a page opens; the demos further down, as they come into view).
 */
function catalogueComponents(): ReactNode[] {
  const { Ribbon } = Badge;
  const options = [{ value: 'a', label: 'a', children: [{ value: 'b', label: 'b' }] }];
  const tree = [{ key: 'a', title: 'a', value: 'a', children: [{ key: 'b', title: 'b', value: 'b' }] }];
  return [
    h(Anchor, { key: 'anchor', items: [{ key: 'a', href: '#a', title: 'a' }] }),
    h(AutoComplete, { key: 'auto-complete', options }),
    h(Badge, { key: 'badge', count: 5 }, h('span', null, 'x')),
    // biome-ignore lint/correctness/useJsxKeyInIterable: it has one (Biome misreads this element)
    h(Ribbon, { key: 'ribbon', text: 'x' }, h('span', null, 'x')),
    h(Calendar, { key: 'calendar', fullscreen: false }),
    h(Carousel, { key: 'carousel' }, h('div', null, 'a'), h('div', null, 'b')),
    h(Cascader, { key: 'cascader', options }),
    h(Collapse, { key: 'collapse', items: [{ key: 'a', label: 'a', children: 'x' }] }),
    h(DatePicker, { key: 'date-picker' }),
    h(DatePicker.RangePicker, { key: 'range-picker' }),
    h(Descriptions, { key: 'descriptions', items: [{ key: 'a', label: 'a', children: 'x' }] }),
    h(FloatButton, { key: 'float-button' }),
    h(Input.Search, { key: 'search' }),
    h(Input.TextArea, { key: 'text-area' }),
    h(Input.OTP, { key: 'otp' }),
    h(InputNumber, { key: 'input-number' }),
    h(Layout, { key: 'layout' }, h(Layout.Header, null, 'x'), h(Layout.Sider, null, 'x')),
    h(List, {
      key: 'list',
      dataSource: ['a'],
      renderItem: (item: unknown) => h(List.Item, null, String(item)),
    }),
    h(Mentions, { key: 'mentions', options }),
    h(Popconfirm, { key: 'popconfirm', title: 'x' }, h('button', { type: 'button' }, 'x')),
    h(Popover, { key: 'popover', content: 'x' }, h('button', { type: 'button' }, 'x')),
    h(Progress, { key: 'progress', percent: 50 }),
    h(Progress, { key: 'progress-circle', type: 'circle', percent: 50 }),
    h(Radio.Group, { key: 'radio', options: ['a', 'b'] }),
    h(Radio.Group, { key: 'radio-button', optionType: 'button', options: ['a', 'b'] }),
    h(Rate, { key: 'rate' }),
    h(Result, { key: 'result', status: 'success', title: 'x' }),
    h(Slider, { key: 'slider' }),
    h(Statistic, { key: 'statistic', value: 1 }),
    h(Steps, { key: 'steps', items: [{ title: 'a' }, { title: 'b' }] }),
    h(Switch, { key: 'switch' }),
    h(Tabs, { key: 'tabs', items: [{ key: 'a', label: 'a', children: 'x' }] }),
    h(Timeline, { key: 'timeline', items: [{ children: 'a' }] }),
    h(TimePicker, { key: 'time-picker' }),
    h(Tooltip, { key: 'tooltip', title: 'x' }, h('button', { type: 'button' }, 'x')),
    h(Transfer, {
      key: 'transfer',
      dataSource: [{ key: 'a', title: 'a' }],
      render: (item) => item.title ?? '',
    }),
    h(Tree, { key: 'tree', treeData: tree }),
    h(TreeSelect, { key: 'tree-select', treeData: tree }),
    h(Upload, { key: 'upload' }, h('button', { type: 'button' }, 'x')),
    h(Upload.Dragger, { key: 'dragger' }, 'x'),
  ];
}

const CACHE_MAP = /\.data-ant-cssinjs-cache-path\{content:"([^"]*)";?\}/;

/** The cache map's entries in CSS that extractStyle wrote (`path:hash`), failing the build when there are too few. */
function cacheMapEntries(css: string, atLeast: number, what: string): string[] {
  const entries = CACHE_MAP.exec(css)?.[1]?.split(';').filter(Boolean) ?? [];
  // Few or no entries means antd rendered with another copy of @ant-design/cssinjs than this one (after an upgrade
  // that nests it): fail the build rather than ship a file antd never reads.
  if (entries.length < atLeast)
    throw new Error(
      `antd-css: only ${entries.length} ${what} styles extracted; is @ant-design/cssinjs deduped?`,
    );
  return entries;
}

const render = (cache: ReturnType<typeof createCache>, components: ReactNode[]) =>
  renderToString(
    h(StyleProvider, { cache }, h(ConfigProvider, { theme: antdThemeFor('light') }, ...components)),
  );

/**
 * The stylesheets, each holding the CSS of its components only, in the order the browser meets them. antd reads one
 * cache map (the `.data-ant-cssinjs-cache-path` rule that wins the cascade), so each file's map lists its own entries
 * and those of the files before it, with the class repeated once more than in the file before: it wins wherever the
 * files sit in the page.
 */
const SETS = {
  'sign-in': { components: signInComponents, atLeast: 8 },
  shell: { components: shellComponents, atLeast: 12 },
  catalogue: { components: catalogueComponents, atLeast: 30 },
} as const;
export type AntdCssSet = keyof typeof SETS;

/** The CSS of one set's components in the light theme, with the cache map that makes antd skip them. */
export function antdCss(set: AntdCssSet): string {
  const cache = createCache();
  const names = Object.keys(SETS) as AntdCssSet[];
  const entries: string[] = [];
  let css = '';
  for (const name of names.slice(0, names.indexOf(set) + 1)) {
    render(cache, SETS[name].components());
    css = extractStyle(cache, { plain: true, types: 'style', once: true });
    entries.push(...cacheMapEntries(css, SETS[name].atLeast, name));
  }
  const selector = '.data-ant-cssinjs-cache-path'.repeat(names.indexOf(set) + 1);
  return css.replace(CACHE_MAP, `${selector}{content:"${entries.join(';')}";}`);
}

// `node --import tsx web/build/antd-css.ts <set>` (run by build/precomputed.ts with NODE_ENV=production, the hash
// prefix antd uses in production builds) prints the CSS of one set.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const set = process.argv[2] as AntdCssSet;
  if (!(set in SETS)) throw new Error(`antd-css: which set? ${Object.keys(SETS).join(', ')}`);
  process.stdout.write(antdCss(set));
}
