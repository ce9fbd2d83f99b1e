import { LikeOutlined } from '@ant-design/icons';
import { Avatar, type AvatarProps, Button, Flex, Typography } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const CommentActions = lazy(() => import('../demos/comment/actions'));
const CommentBasic = lazy(() => import('../demos/comment/basic'));
const CommentEditor = lazy(() => import('../demos/comment/editor'));
const CommentNested = lazy(() => import('../demos/comment/nested'));

/** antd 6 has no Comment: the playground's values are the avatar's size and the parts shown. */
type Values = Pick<AvatarProps, 'size'> & { author: string; showActions: boolean; nested: boolean };

const TEXT = 'The Aurora desk lamps for order #1042 arrived this morning.';
const REPLY = 'Thanks! I will book the next restock.';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0])
    .join('')
    .slice(0, 2)
    .toUpperCase();

/** The playground's comment, drawn exactly as the code below writes it. */
function PlaygroundComment({ size, author, showActions, nested }: Values) {
  return (
    <Flex component="article" gap="medium" align="start">
      <Avatar size={size}>{initialsOf(author)}</Avatar>
      <Flex vertical gap="small" style={{ minWidth: 0 }}>
        <Flex gap="small" align="baseline" wrap>
          <Typography.Text strong>{author}</Typography.Text>
          <Typography.Text type="secondary">2 hours ago</Typography.Text>
        </Flex>
        <Typography.Text>{TEXT}</Typography.Text>
        {showActions && (
          <Flex gap={4}>
            <Button type="text" size="small" icon={<LikeOutlined />} aria-label="Like, 3">
              3
            </Button>
            <Button type="text" size="small">
              Reply
            </Button>
          </Flex>
        )}
        {nested && (
          <Flex component="article" gap="small" align="start">
            <Avatar size="small">JW</Avatar>
            <Flex vertical>
              <Typography.Text strong>Jonas Weber</Typography.Text>
              <Typography.Text>{REPLY}</Typography.Text>
            </Flex>
          </Flex>
        )}
      </Flex>
    </Flex>
  );
}

const ACTIONS = `<Flex gap={4}>
  <Button type="text" size="small" icon={<LikeOutlined />} aria-label="Like, 3">
    3
  </Button>
  <Button type="text" size="small">
    Reply
  </Button>
</Flex>`;

const NESTED = `<Flex component="article" gap="small" align="start">
  <Avatar size="small">JW</Avatar>
  <Flex vertical>
    <Typography.Text strong>Jonas Weber</Typography.Text>
    <Typography.Text>${REPLY}</Typography.Text>
  </Flex>
</Flex>`;

/** Indents every line of some JSX by `depth` levels of two spaces. */
const indent = (jsx: string, depth: number) =>
  jsx
    .split('\n')
    .map((line) => ' '.repeat(depth * 2) + line)
    .join('\n');

// Written out by hand around the avatar: jsxElement puts each attribute on its own line as soon as the children
// span several lines, which would make this short layout hard to read.
function code({ size, author, showActions, nested }: Values) {
  const avatar = jsxElement(
    'Avatar',
    { size },
    { children: jsxText(initialsOf(author)), defaults: { size: 'medium' } },
  );
  const body = [
    `<Flex gap="small" align="baseline" wrap>
  <Typography.Text strong>${jsxText(author)}</Typography.Text>
  <Typography.Text type="secondary">2 hours ago</Typography.Text>
</Flex>`,
    `<Typography.Text>${TEXT}</Typography.Text>`,
    showActions && ACTIONS,
    nested && NESTED,
  ].filter((part): part is string => Boolean(part));
  const jsx = `<Flex component="article" gap="medium" align="start">
  ${avatar}
  <Flex vertical gap="small" style={{ minWidth: 0 }}>
${indent(body.join('\n'), 2)}
  </Flex>
</Flex>`;
  return demoModule({
    imports: showActions
      ? { '@ant-design/icons': ['LikeOutlined'], antd: ['Avatar', 'Button', 'Flex', 'Typography'] }
      : { antd: ['Avatar', 'Flex', 'Typography'] },
    jsx,
  });
}

export default componentPage({
  name: 'comment',
  imports: "import { Avatar, Flex, Typography } from 'antd';",
  docs: 'https://ant.design/components/avatar',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'author', kind: 'text', initial: 'Mina Park' },
      { prop: 'showActions', kind: 'switch', initial: true },
      { prop: 'nested', kind: 'switch', initial: false },
    ],
    render: (v) => <PlaygroundComment {...v} />,
    code,
  }),
  demos: [
    { key: 'basic', Demo: CommentBasic, source: () => import('../demos/comment/basic.tsx?raw') },
    { key: 'actions', Demo: CommentActions, source: () => import('../demos/comment/actions.tsx?raw') },
    { key: 'nested', Demo: CommentNested, source: () => import('../demos/comment/nested.tsx?raw') },
    { key: 'editor', Demo: CommentEditor, source: () => import('../demos/comment/editor.tsx?raw') },
  ],
  api: [
    { name: 'Avatar.size', type: "number | 'small' | 'medium' | 'large'", default: "'medium'" },
    { name: 'Avatar.src', type: 'string | ReactNode' },
    { name: 'Flex.component', type: 'string | ComponentType', default: "'div'" },
    { name: 'Flex.gap', type: "'small' | 'medium' | 'large' | number | string" },
    { name: 'Flex.align', type: "CSSProperties['alignItems']" },
    { name: 'Text.type', type: "'secondary' | 'success' | 'warning' | 'danger'" },
    { name: 'Text.strong', type: 'boolean', default: 'false' },
    { name: 'Button.type', type: "'primary' | 'default' | 'dashed' | 'text' | 'link'", default: "'default'" },
    { name: 'TextArea.autoSize', type: 'boolean | { minRows?: number; maxRows?: number }', default: 'false' },
  ],
});
