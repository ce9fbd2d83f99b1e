import { Button, type ButtonProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement, jsxText } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const ButtonDangerDisabled = lazy(() => import('../demos/button/danger-disabled'));
const ButtonGhostBlock = lazy(() => import('../demos/button/ghost-block'));
const ButtonGroup = lazy(() => import('../demos/button/group'));
const ButtonIcons = lazy(() => import('../demos/button/icons'));
const ButtonLoading = lazy(() => import('../demos/button/loading'));
const ButtonSizes = lazy(() => import('../demos/button/sizes'));
const ButtonTypes = lazy(() => import('../demos/button/types'));

type Values = Pick<
  ButtonProps,
  'type' | 'size' | 'shape' | 'danger' | 'ghost' | 'disabled' | 'loading' | 'block'
> & {
  children: string;
};

/** What a person would leave out when writing the button by hand. */
const DEFAULTS = { type: 'default', size: 'medium', shape: 'default' };

const props = ({ children, ...rest }: Values) => rest;

export default componentPage({
  name: 'button',
  imports: "import { Button, type ButtonProps } from 'antd';",
  docs: 'https://ant.design/components/button',
  playground: playground<Values>({
    controls: [
      {
        prop: 'type',
        kind: 'select',
        options: ['primary', 'default', 'dashed', 'text', 'link'],
        initial: 'primary',
      },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'shape', kind: 'radio', options: ['default', 'round'], initial: 'default' },
      { prop: 'children', kind: 'text', initial: 'Add product' },
      { prop: 'danger', kind: 'switch', initial: false },
      { prop: 'ghost', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
      { prop: 'loading', kind: 'switch', initial: false },
      { prop: 'block', kind: 'switch', initial: false },
    ],
    render: (v) => <Button {...props(v)}>{v.children}</Button>,
    code: (v) =>
      demoModule({
        imports: { antd: ['Button'] },
        jsx: jsxElement('Button', props(v), { children: jsxText(v.children), defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'types', Demo: ButtonTypes, source: () => import('../demos/button/types.tsx?raw') },
    { key: 'sizes', Demo: ButtonSizes, source: () => import('../demos/button/sizes.tsx?raw') },
    { key: 'icons', Demo: ButtonIcons, source: () => import('../demos/button/icons.tsx?raw') },
    { key: 'loading', Demo: ButtonLoading, source: () => import('../demos/button/loading.tsx?raw') },
    {
      key: 'dangerDisabled',
      Demo: ButtonDangerDisabled,
      source: () => import('../demos/button/danger-disabled.tsx?raw'),
    },
    {
      key: 'ghostBlock',
      Demo: ButtonGhostBlock,
      source: () => import('../demos/button/ghost-block.tsx?raw'),
    },
    { key: 'group', Demo: ButtonGroup, source: () => import('../demos/button/group.tsx?raw') },
  ],
  api: [
    { name: 'type', type: "'primary' | 'default' | 'dashed' | 'text' | 'link'", default: "'default'" },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'medium'" },
    { name: 'shape', type: "'default' | 'circle' | 'round'", default: "'default'" },
    { name: 'icon', type: 'ReactNode' },
    { name: 'iconPlacement', type: "'start' | 'end'", default: "'start'" },
    { name: 'loading', type: 'boolean | { delay: number }', default: 'false' },
    { name: 'danger', type: 'boolean', default: 'false' },
    { name: 'ghost', type: 'boolean', default: 'false' },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'block', type: 'boolean', default: 'false' },
    { name: 'href', type: 'string' },
    { name: 'htmlType', type: "'button' | 'submit' | 'reset'", default: "'button'" },
    { name: 'onClick', type: '(event: MouseEvent) => void' },
  ],
});
