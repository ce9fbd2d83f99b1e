import { Button, Popconfirm, type PopconfirmProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const PopconfirmAsync = lazy(() => import('../demos/popconfirm/async'));
const PopconfirmConditional = lazy(() => import('../demos/popconfirm/conditional'));
const PopconfirmCustom = lazy(() => import('../demos/popconfirm/custom'));
const PopconfirmDelete = lazy(() => import('../demos/popconfirm/delete'));
const PopconfirmPlacement = lazy(() => import('../demos/popconfirm/placement'));

type Values = Pick<PopconfirmProps, 'placement' | 'showCancel' | 'arrow' | 'disabled'> & {
  title: string;
  description: string;
};

const DEFAULTS = { placement: 'top', showCancel: true, arrow: true };

const props = ({ title, description, placement, showCancel, arrow, disabled }: Values) => ({
  title,
  description: description || undefined,
  placement,
  okButtonProps: { danger: true },
  showCancel,
  arrow,
  disabled,
});

export default componentPage({
  name: 'popconfirm',
  imports: "import { Popconfirm } from 'antd';",
  docs: 'https://ant.design/components/popconfirm',
  playground: playground<Values>({
    controls: [
      { prop: 'title', kind: 'text', initial: 'Delete Oak side table?' },
      { prop: 'description', kind: 'text', initial: 'This cannot be undone.' },
      {
        prop: 'placement',
        kind: 'select',
        options: ['top', 'bottom', 'left', 'right', 'topLeft', 'topRight', 'bottomLeft', 'bottomRight'],
        initial: 'top',
      },
      { prop: 'showCancel', kind: 'switch', initial: true },
      { prop: 'arrow', kind: 'switch', initial: true },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <Popconfirm {...props(v)}>
        <Button danger>Delete</Button>
      </Popconfirm>
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Button', 'Popconfirm'] },
        jsx: jsxElement('Popconfirm', props(v), {
          children: '<Button danger>Delete</Button>',
          defaults: DEFAULTS,
        }),
      }),
  }),
  demos: [
    { key: 'delete', Demo: PopconfirmDelete, source: () => import('../demos/popconfirm/delete.tsx?raw') },
    {
      key: 'placement',
      Demo: PopconfirmPlacement,
      source: () => import('../demos/popconfirm/placement.tsx?raw'),
    },
    { key: 'async', Demo: PopconfirmAsync, source: () => import('../demos/popconfirm/async.tsx?raw') },
    { key: 'custom', Demo: PopconfirmCustom, source: () => import('../demos/popconfirm/custom.tsx?raw') },
    {
      key: 'conditional',
      Demo: PopconfirmConditional,
      source: () => import('../demos/popconfirm/conditional.tsx?raw'),
    },
  ],
  api: [
    { name: 'title', type: 'ReactNode | () => ReactNode' },
    { name: 'description', type: 'ReactNode | () => ReactNode' },
    { name: 'onConfirm', type: '(e?: MouseEvent) => void | Promise<unknown>' },
    { name: 'onCancel', type: '(e?: MouseEvent) => void' },
    { name: 'okText', type: 'ReactNode' },
    { name: 'cancelText', type: 'ReactNode' },
    { name: 'okButtonProps', type: 'ButtonProps' },
    { name: 'showCancel', type: 'boolean', default: 'true' },
    { name: 'icon', type: 'ReactNode', default: '<ExclamationCircleFilled />' },
    {
      name: 'placement',
      type: "'top' | 'left' | 'right' | 'bottom' | 'topLeft' | 'topRight' | 'bottomLeft' | 'bottomRight' | 'leftTop' | 'leftBottom' | 'rightTop' | 'rightBottom'",
      default: "'top'",
    },
    { name: 'open', type: 'boolean' },
    { name: 'onOpenChange', type: '(open: boolean) => void' },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'arrow', type: 'boolean | { pointAtCenter: boolean }', default: 'true' },
  ],
});
