import { Typography } from 'antd';
import type { TextProps } from 'antd/es/typography/Text';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TypographyCopyable = lazy(() => import('../demos/typography/copyable'));
const TypographyEditable = lazy(() => import('../demos/typography/editable'));
const TypographyEllipsis = lazy(() => import('../demos/typography/ellipsis'));
const TypographyLinks = lazy(() => import('../demos/typography/links'));
const TypographyTextTypes = lazy(() => import('../demos/typography/text-types'));
const TypographyTitles = lazy(() => import('../demos/typography/titles'));

type Values = Pick<TextProps, 'strong' | 'italic' | 'underline' | 'code' | 'mark' | 'copyable'> & {
  /** `default` stands for no type at all. */
  type: NonNullable<TextProps['type']> | 'default';
  children: string;
};

const props = ({ children, type, ...rest }: Values) => ({
  type: type === 'default' ? undefined : type,
  ...rest,
});

export default componentPage({
  name: 'typography',
  imports: "import { Typography } from 'antd';",
  docs: 'https://ant.design/components/typography',
  playground: playground<Values>({
    controls: [
      { prop: 'children', kind: 'text', initial: 'Order #1042 shipped' },
      {
        prop: 'type',
        kind: 'select',
        options: ['default', 'secondary', 'success', 'warning', 'danger'],
        initial: 'success',
      },
      { prop: 'strong', kind: 'switch', initial: true },
      { prop: 'italic', kind: 'switch', initial: false },
      { prop: 'underline', kind: 'switch', initial: false },
      { prop: 'code', kind: 'switch', initial: false },
      { prop: 'mark', kind: 'switch', initial: false },
      { prop: 'copyable', kind: 'switch', initial: false },
    ],
    render: (v) => <Typography.Text {...props(v)}>{v.children}</Typography.Text>,
    code: (v) =>
      demoModule({
        imports: { antd: ['Typography'] },
        jsx: jsxElement('Typography.Text', props(v), { children: jsxText(v.children) }),
      }),
  }),
  demos: [
    { key: 'titles', Demo: TypographyTitles, source: () => import('../demos/typography/titles.tsx?raw') },
    {
      key: 'textTypes',
      Demo: TypographyTextTypes,
      source: () => import('../demos/typography/text-types.tsx?raw'),
    },
    {
      key: 'ellipsis',
      Demo: TypographyEllipsis,
      source: () => import('../demos/typography/ellipsis.tsx?raw'),
    },
    {
      key: 'copyable',
      Demo: TypographyCopyable,
      source: () => import('../demos/typography/copyable.tsx?raw'),
    },
    {
      key: 'editable',
      Demo: TypographyEditable,
      source: () => import('../demos/typography/editable.tsx?raw'),
    },
    { key: 'links', Demo: TypographyLinks, source: () => import('../demos/typography/links.tsx?raw') },
  ],
  api: [
    { name: 'level', type: '1 | 2 | 3 | 4 | 5', default: '1' },
    { name: 'type', type: "'secondary' | 'success' | 'warning' | 'danger'" },
    { name: 'strong', type: 'boolean', default: 'false' },
    { name: 'italic', type: 'boolean', default: 'false' },
    { name: 'underline', type: 'boolean', default: 'false' },
    { name: 'delete', type: 'boolean', default: 'false' },
    { name: 'code', type: 'boolean', default: 'false' },
    { name: 'mark', type: 'boolean', default: 'false' },
    { name: 'keyboard', type: 'boolean', default: 'false' },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'copyable', type: 'boolean | CopyConfig', default: 'false' },
    { name: 'editable', type: 'boolean | EditConfig', default: 'false' },
    { name: 'ellipsis', type: 'boolean | EllipsisConfig', default: 'false' },
  ],
});
