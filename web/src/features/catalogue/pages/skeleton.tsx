import { Skeleton, type SkeletonProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const SkeletonActive = lazy(() => import('../demos/skeleton/active'));
const SkeletonAvatar = lazy(() => import('../demos/skeleton/avatar'));
const SkeletonBasic = lazy(() => import('../demos/skeleton/basic'));
const SkeletonElements = lazy(() => import('../demos/skeleton/elements'));
const SkeletonList = lazy(() => import('../demos/skeleton/list'));
const SkeletonLoading = lazy(() => import('../demos/skeleton/loading'));

type Values = Pick<SkeletonProps, 'active' | 'avatar' | 'title' | 'paragraph' | 'round'>;

const props = ({ active, avatar, title, paragraph, round }: Values) => ({
  active,
  avatar,
  title,
  paragraph,
  round,
});

export default componentPage({
  name: 'skeleton',
  imports: "import { Skeleton } from 'antd';",
  docs: 'https://ant.design/components/skeleton',
  playground: playground<Values>({
    controls: [
      { prop: 'active', kind: 'switch', initial: true },
      { prop: 'avatar', kind: 'switch', initial: true },
      { prop: 'title', kind: 'switch', initial: true },
      { prop: 'paragraph', kind: 'switch', initial: true },
      { prop: 'round', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <div style={{ width: '100%' }}>
        <Skeleton {...props(v)} />
      </div>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Skeleton'] },
        jsx: jsxElement('Skeleton', props(v), { defaults: { title: true, paragraph: true } }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: SkeletonBasic, source: () => import('../demos/skeleton/basic.tsx?raw') },
    { key: 'avatar', Demo: SkeletonAvatar, source: () => import('../demos/skeleton/avatar.tsx?raw') },
    { key: 'active', Demo: SkeletonActive, source: () => import('../demos/skeleton/active.tsx?raw') },
    { key: 'loading', Demo: SkeletonLoading, source: () => import('../demos/skeleton/loading.tsx?raw') },
    { key: 'elements', Demo: SkeletonElements, source: () => import('../demos/skeleton/elements.tsx?raw') },
    { key: 'list', Demo: SkeletonList, source: () => import('../demos/skeleton/list.tsx?raw') },
  ],
  api: [
    { name: 'loading', type: 'boolean' },
    { name: 'active', type: 'boolean', default: 'false' },
    {
      name: 'avatar',
      type: "boolean | { shape?: 'circle' | 'square'; size?: number | 'small' | 'medium' | 'large' }",
      default: 'false',
    },
    { name: 'title', type: 'boolean | { width?: number | string }', default: 'true' },
    {
      name: 'paragraph',
      type: 'boolean | { rows?: number; width?: number | string | (number | string)[] }',
      default: 'true',
    },
    { name: 'round', type: 'boolean', default: 'false' },
    { name: 'children', type: 'ReactNode' },
    {
      name: 'Skeleton.Button',
      type: "{ active?: boolean; block?: boolean; shape?: 'circle' | 'round' | 'square' | 'default'; size?: 'small' | 'medium' | 'large' }",
    },
    {
      name: 'Skeleton.Avatar',
      type: "{ active?: boolean; shape?: 'circle' | 'square'; size?: number | 'small' | 'medium' | 'large' }",
    },
    {
      name: 'Skeleton.Input',
      type: "{ active?: boolean; block?: boolean; size?: 'small' | 'medium' | 'large' }",
    },
    { name: 'Skeleton.Image', type: '{ active?: boolean }' },
    { name: 'Skeleton.Node', type: '{ active?: boolean; children?: ReactNode }' },
  ],
});
