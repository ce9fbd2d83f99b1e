import { Divider, type DividerProps, Typography } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const DividerHorizontal = lazy(() => import('../demos/divider/horizontal'));
const DividerPlain = lazy(() => import('../demos/divider/plain'));
const DividerTitlePlacement = lazy(() => import('../demos/divider/title-placement'));
const DividerVariants = lazy(() => import('../demos/divider/variants'));
const DividerVertical = lazy(() => import('../demos/divider/vertical'));

type Values = Pick<DividerProps, 'titlePlacement' | 'variant' | 'plain'> & { children: string };

const DEFAULTS = { titlePlacement: 'center', variant: 'solid' };
const BEFORE = 'Aurora desk lamp × 1 · $248.00';
const AFTER = 'Linen throw × 2 · $124.00';

const props = ({ children, ...rest }: Values) => rest;

export default componentPage({
  name: 'divider',
  imports: "import { Divider } from 'antd';",
  docs: 'https://ant.design/components/divider',
  playground: playground<Values>({
    controls: [
      { prop: 'children', kind: 'text', initial: 'Items' },
      { prop: 'titlePlacement', kind: 'radio', options: ['start', 'center', 'end'], initial: 'start' },
      { prop: 'variant', kind: 'radio', options: ['solid', 'dashed', 'dotted'], initial: 'solid' },
      { prop: 'plain', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <div style={{ width: '100%' }}>
        <Typography.Paragraph>{BEFORE}</Typography.Paragraph>
        <Divider {...props(v)}>{v.children || undefined}</Divider>
        <Typography.Paragraph>{AFTER}</Typography.Paragraph>
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Divider', 'Typography'] },
        jsx: [
          '<>',
          `  <Typography.Paragraph>${BEFORE}</Typography.Paragraph>`,
          `  ${jsxElement('Divider', props(v), {
            defaults: DEFAULTS,
            children: v.children ? jsxText(v.children) : undefined,
            indent: '  ',
          })}`,
          `  <Typography.Paragraph>${AFTER}</Typography.Paragraph>`,
          '</>',
        ].join('\n'),
      }),
  }),
  demos: [
    {
      key: 'horizontal',
      Demo: DividerHorizontal,
      source: () => import('../demos/divider/horizontal.tsx?raw'),
    },
    {
      key: 'titlePlacement',
      Demo: DividerTitlePlacement,
      source: () => import('../demos/divider/title-placement.tsx?raw'),
    },
    { key: 'variants', Demo: DividerVariants, source: () => import('../demos/divider/variants.tsx?raw') },
    { key: 'vertical', Demo: DividerVertical, source: () => import('../demos/divider/vertical.tsx?raw') },
    { key: 'plain', Demo: DividerPlain, source: () => import('../demos/divider/plain.tsx?raw') },
  ],
  api: [
    { name: 'children', type: 'ReactNode' },
    { name: 'orientation', type: "'horizontal' | 'vertical'", default: "'horizontal'" },
    { name: 'vertical', type: 'boolean', default: 'false' },
    { name: 'titlePlacement', type: "'start' | 'end' | 'center' | 'left' | 'right'", default: "'center'" },
    { name: 'variant', type: "'solid' | 'dashed' | 'dotted'", default: "'solid'" },
    { name: 'dashed', type: 'boolean', default: 'false' },
    { name: 'plain', type: 'boolean', default: 'false' },
    { name: 'size', type: "'small' | 'middle' | 'large'" },
    { name: 'styles', type: 'Record<"root" | "rail" | "content", CSSProperties>' },
  ],
});
