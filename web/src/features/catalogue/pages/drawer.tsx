import { Button, Drawer, type DrawerProps } from 'antd';
import { lazy, useState } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const DrawerBasic = lazy(() => import('../demos/drawer/basic'));
const DrawerForm = lazy(() => import('../demos/drawer/form'));
const DrawerLoading = lazy(() => import('../demos/drawer/loading'));
const DrawerNested = lazy(() => import('../demos/drawer/nested'));
const DrawerPlacement = lazy(() => import('../demos/drawer/placement'));
const DrawerSizes = lazy(() => import('../demos/drawer/sizes'));

type Values = Pick<DrawerProps, 'placement' | 'size' | 'closable' | 'mask' | 'loading'> & { title: string };

const DEFAULTS = { placement: 'right', size: 'default', closable: true, mask: true };

const LINES = ['Mina Park · 3 March 2026', 'Aurora desk lamp, Linen throw · $248.00'];

const props = ({ title, placement, size, closable, mask, loading }: Values) => ({
  title,
  placement,
  size,
  closable,
  mask,
  loading,
});

function DrawerPlayground(values: Values) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        View order #1042
      </Button>
      <Drawer {...props(values)} open={open} onClose={() => setOpen(false)}>
        {LINES.map((line) => (
          <p key={line}>{line}</p>
        ))}
      </Drawer>
    </>
  );
}

export default componentPage({
  name: 'drawer',
  imports: "import { Drawer } from 'antd';",
  docs: 'https://ant.design/components/drawer',
  playground: playground<Values>({
    controls: [
      { prop: 'placement', kind: 'select', options: ['right', 'left', 'top', 'bottom'], initial: 'right' },
      { prop: 'size', kind: 'radio', options: ['default', 'large'], initial: 'default' },
      { prop: 'title', kind: 'text', initial: 'Order #1042' },
      { prop: 'closable', kind: 'switch', initial: true },
      { prop: 'mask', kind: 'switch', initial: true },
      { prop: 'loading', kind: 'switch', initial: false },
    ],
    render: (v) => <DrawerPlayground {...v} />,
    code: (v) => {
      const drawer = jsxElement(
        'Drawer',
        { ...props(v), open: expression('open'), onClose: expression('() => setOpen(false)') },
        { children: LINES.map((line) => `<p>${line}</p>`).join('\n'), defaults: DEFAULTS, indent: '  ' },
      );
      return demoModule({
        imports: { antd: ['Button', 'Drawer'], react: ['useState'] },
        setup: 'const [open, setOpen] = useState(false);',
        jsx: [
          '<>',
          '  <Button type="primary" onClick={() => setOpen(true)}>',
          '    View order #1042',
          '  </Button>',
          `  ${drawer}`,
          '</>',
        ].join('\n'),
      });
    },
  }),
  demos: [
    { key: 'basic', Demo: DrawerBasic, source: () => import('../demos/drawer/basic.tsx?raw') },
    { key: 'placement', Demo: DrawerPlacement, source: () => import('../demos/drawer/placement.tsx?raw') },
    { key: 'form', Demo: DrawerForm, source: () => import('../demos/drawer/form.tsx?raw') },
    { key: 'sizes', Demo: DrawerSizes, source: () => import('../demos/drawer/sizes.tsx?raw') },
    { key: 'nested', Demo: DrawerNested, source: () => import('../demos/drawer/nested.tsx?raw') },
    { key: 'loading', Demo: DrawerLoading, source: () => import('../demos/drawer/loading.tsx?raw') },
  ],
  api: [
    { name: 'open', type: 'boolean', default: 'false' },
    { name: 'onClose', type: '(e: MouseEvent | KeyboardEvent) => void' },
    { name: 'title', type: 'ReactNode' },
    { name: 'placement', type: "'top' | 'right' | 'bottom' | 'left'", default: "'right'" },
    { name: 'size', type: "'default' | 'large' | number | string", default: "'default'" },
    {
      name: 'resizable',
      type: 'boolean | { onResize?: (size: number) => void; onResizeStart?: () => void; onResizeEnd?: () => void }',
      default: 'false',
    },
    { name: 'extra', type: 'ReactNode' },
    { name: 'footer', type: 'ReactNode' },
    {
      name: 'closable',
      type: "boolean | { closeIcon?: ReactNode; placement?: 'start' | 'end' }",
      default: 'true',
    },
    {
      name: 'mask',
      type: 'boolean | { enabled?: boolean; blur?: boolean; closable?: boolean }',
      default: 'true',
    },
    { name: 'loading', type: 'boolean', default: 'false' },
    { name: 'push', type: 'boolean | { distance: number | string }', default: '{ distance: 180 }' },
    { name: 'destroyOnHidden', type: 'boolean', default: 'false' },
    { name: 'keyboard', type: 'boolean', default: 'true' },
  ],
});
