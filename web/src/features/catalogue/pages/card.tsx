import { Card, type CardProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const CardBasic = lazy(() => import('../demos/card/basic'));
const CardGrid = lazy(() => import('../demos/card/grid'));
const CardInner = lazy(() => import('../demos/card/inner'));
const CardLoading = lazy(() => import('../demos/card/loading'));
const CardProduct = lazy(() => import('../demos/card/product'));
const CardTabs = lazy(() => import('../demos/card/tabs'));

/** The title and extra are typed in as text. */
type Values = Pick<CardProps, 'size' | 'variant' | 'hoverable' | 'loading'> & {
  title: string;
  extra: string;
  children: string;
};

const DEFAULTS = { size: 'medium', variant: 'outlined' };

const props = ({ children, ...rest }: Values) => ({ ...rest, style: { width: '100%', maxWidth: 320 } });

export default componentPage({
  name: 'card',
  imports: "import { Card } from 'antd';",
  docs: 'https://ant.design/components/card',
  playground: playground<Values>({
    controls: [
      { prop: 'title', kind: 'text', initial: 'Order #1042' },
      { prop: 'extra', kind: 'text', initial: 'Paid' },
      { prop: 'children', kind: 'text', initial: 'Mina Park · 3 items · $248.00' },
      { prop: 'size', kind: 'radio', options: ['medium', 'small'], initial: 'medium' },
      { prop: 'variant', kind: 'radio', options: ['outlined', 'borderless'], initial: 'outlined' },
      { prop: 'hoverable', kind: 'switch', initial: false },
      { prop: 'loading', kind: 'switch', initial: false },
    ],
    render: (v) => <Card {...props(v)}>{v.children}</Card>,
    code: (v) => {
      const { title, extra, ...rest } = props(v);
      return demoModule({
        imports: { antd: ['Card'] },
        jsx: jsxElement(
          'Card',
          // An emptied text field means no title or extra at all.
          { title: title || undefined, extra: extra || undefined, ...rest },
          { children: jsxText(v.children), defaults: DEFAULTS },
        ),
      });
    },
  }),
  demos: [
    { key: 'basic', Demo: CardBasic, source: () => import('../demos/card/basic.tsx?raw') },
    { key: 'product', Demo: CardProduct, source: () => import('../demos/card/product.tsx?raw') },
    { key: 'loading', Demo: CardLoading, source: () => import('../demos/card/loading.tsx?raw') },
    { key: 'inner', Demo: CardInner, source: () => import('../demos/card/inner.tsx?raw') },
    { key: 'grid', Demo: CardGrid, source: () => import('../demos/card/grid.tsx?raw') },
    { key: 'tabs', Demo: CardTabs, source: () => import('../demos/card/tabs.tsx?raw') },
  ],
  api: [
    { name: 'title', type: 'ReactNode' },
    { name: 'extra', type: 'ReactNode' },
    { name: 'variant', type: "'outlined' | 'borderless'", default: "'outlined'" },
    { name: 'size', type: "'medium' | 'small'", default: "'medium'" },
    { name: 'cover', type: 'ReactNode' },
    { name: 'actions', type: 'ReactNode[]' },
    { name: 'loading', type: 'boolean', default: 'false' },
    { name: 'hoverable', type: 'boolean', default: 'false' },
    { name: 'type', type: "'inner'" },
    { name: 'tabList', type: '{ key: string; label: ReactNode; disabled?: boolean }[]' },
    { name: 'activeTabKey', type: 'string' },
    { name: 'onTabChange', type: '(key: string) => void' },
    {
      name: 'styles',
      type: "Record<'root' | 'header' | 'title' | 'extra' | 'body' | 'actions' | 'cover', CSSProperties>",
    },
    { name: 'Meta.avatar', type: 'ReactNode' },
  ],
});
