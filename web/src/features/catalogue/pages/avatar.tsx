import { Avatar, type AvatarProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const AvatarGroup = lazy(() => import('../demos/avatar/group'));
const AvatarIcons = lazy(() => import('../demos/avatar/icons'));
const AvatarInitials = lazy(() => import('../demos/avatar/initials'));
const AvatarSizes = lazy(() => import('../demos/avatar/sizes'));
const AvatarWithBadge = lazy(() => import('../demos/avatar/with-badge'));

type Values = Pick<AvatarProps, 'size' | 'shape' | 'gap'> & { children: string };

const DEFAULTS = { size: 'medium', shape: 'circle', gap: 4 };

const props = ({ children, ...rest }: Values) => rest;

export default componentPage({
  name: 'avatar',
  imports: "import { Avatar } from 'antd';",
  docs: 'https://ant.design/components/avatar',
  playground: playground<Values>({
    controls: [
      { prop: 'size', kind: 'select', options: ['small', 'medium', 'large', 64], initial: 'large' },
      { prop: 'shape', kind: 'radio', options: ['circle', 'square'], initial: 'circle' },
      { prop: 'children', kind: 'text', initial: 'MP' },
      { prop: 'gap', kind: 'number', initial: 4, min: 0, max: 16 },
    ],
    render: (v) => <Avatar {...props(v)}>{v.children}</Avatar>,
    code: (v) =>
      demoModule({
        imports: { antd: ['Avatar'] },
        jsx: jsxElement('Avatar', props(v), {
          children: v.children ? jsxText(v.children) : undefined,
          defaults: DEFAULTS,
        }),
      }),
  }),
  demos: [
    { key: 'sizes', Demo: AvatarSizes, source: () => import('../demos/avatar/sizes.tsx?raw') },
    { key: 'initials', Demo: AvatarInitials, source: () => import('../demos/avatar/initials.tsx?raw') },
    { key: 'icons', Demo: AvatarIcons, source: () => import('../demos/avatar/icons.tsx?raw') },
    { key: 'group', Demo: AvatarGroup, source: () => import('../demos/avatar/group.tsx?raw') },
    { key: 'withBadge', Demo: AvatarWithBadge, source: () => import('../demos/avatar/with-badge.tsx?raw') },
  ],
  api: [
    {
      name: 'size',
      type: "number | 'small' | 'medium' | 'large' | Partial<Record<Breakpoint, number>>",
      default: "'medium'",
    },
    { name: 'shape', type: "'circle' | 'square'", default: "'circle'" },
    { name: 'icon', type: 'ReactNode' },
    { name: 'src', type: 'string | ReactNode' },
    { name: 'srcSet', type: 'string' },
    { name: 'alt', type: 'string' },
    { name: 'gap', type: 'number', default: '4' },
    { name: 'draggable', type: "boolean | 'true' | 'false'", default: 'true' },
    { name: 'crossOrigin', type: "'anonymous' | 'use-credentials' | ''" },
    { name: 'onError', type: '() => boolean' },
    { name: 'Group.max', type: '{ count?: number; style?: CSSProperties; popover?: PopoverProps }' },
  ],
});
