import { Tag, type TagProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TagAddInput = lazy(() => import('../demos/tag/add-input'));
const TagBasic = lazy(() => import('../demos/tag/basic'));
const TagCheckable = lazy(() => import('../demos/tag/checkable'));
const TagClosable = lazy(() => import('../demos/tag/closable'));
const TagColors = lazy(() => import('../demos/tag/colors'));
const TagIcons = lazy(() => import('../demos/tag/icons'));
const TagStatus = lazy(() => import('../demos/tag/status'));

type Values = Pick<TagProps, 'color' | 'variant' | 'closable' | 'disabled'> & { children: string };

const DEFAULTS = { variant: 'filled' };

const props = ({ children, ...rest }: Values) => rest;

export default componentPage({
  name: 'tag',
  imports: "import { Tag } from 'antd';",
  docs: 'https://ant.design/components/tag',
  playground: playground<Values>({
    controls: [
      {
        prop: 'color',
        kind: 'select',
        options: [
          'default',
          'success',
          'processing',
          'warning',
          'error',
          'magenta',
          'red',
          'volcano',
          'orange',
          'gold',
          'lime',
          'green',
          'cyan',
          'blue',
          'geekblue',
          'purple',
        ],
        initial: 'blue',
      },
      { prop: 'variant', kind: 'radio', options: ['filled', 'outlined', 'solid'], initial: 'filled' },
      { prop: 'children', kind: 'text', initial: 'Spring sale' },
      { prop: 'closable', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    // A new key after each change brings back a tag that was closed.
    render: (v) => (
      <Tag key={JSON.stringify(v)} {...props(v)}>
        {v.children}
      </Tag>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Tag'] },
        jsx: jsxElement('Tag', props(v), { children: jsxText(v.children), defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TagBasic, source: () => import('../demos/tag/basic.tsx?raw') },
    { key: 'colors', Demo: TagColors, source: () => import('../demos/tag/colors.tsx?raw') },
    { key: 'status', Demo: TagStatus, source: () => import('../demos/tag/status.tsx?raw') },
    { key: 'icons', Demo: TagIcons, source: () => import('../demos/tag/icons.tsx?raw') },
    { key: 'closable', Demo: TagClosable, source: () => import('../demos/tag/closable.tsx?raw') },
    { key: 'checkable', Demo: TagCheckable, source: () => import('../demos/tag/checkable.tsx?raw') },
    { key: 'addInput', Demo: TagAddInput, source: () => import('../demos/tag/add-input.tsx?raw') },
  ],
  api: [
    { name: 'color', type: 'PresetColorType | PresetStatusColorType | string' },
    { name: 'variant', type: "'filled' | 'solid' | 'outlined'", default: "'filled'" },
    { name: 'icon', type: 'ReactNode' },
    {
      name: 'closable',
      type: 'boolean | ({ closeIcon?: ReactNode; disabled?: boolean } & AriaAttributes)',
      default: 'false',
    },
    { name: 'closeIcon', type: 'ReactNode' },
    { name: 'onClose', type: '(e: MouseEvent) => void' },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'href', type: 'string' },
    { name: 'target', type: 'string' },
  ],
});
