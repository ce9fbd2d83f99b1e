import { Button, Modal, type ModalProps } from 'antd';
import { lazy, useState } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const ModalAsync = lazy(() => import('../demos/modal/async'));
const ModalBasic = lazy(() => import('../demos/modal/basic'));
const ModalConfirm = lazy(() => import('../demos/modal/confirm'));
const ModalFooter = lazy(() => import('../demos/modal/footer'));
const ModalSizes = lazy(() => import('../demos/modal/sizes'));
const ModalVariants = lazy(() => import('../demos/modal/variants'));

type Values = Pick<ModalProps, 'width' | 'centered' | 'closable' | 'mask' | 'confirmLoading' | 'loading'> & {
  title: string;
};

const DEFAULTS = { width: 520, closable: true, mask: true };

const BODY = 'It leaves the storefront; you can restore it within 30 days.';

const props = ({ title, width, centered, closable, mask, confirmLoading, loading }: Values) => ({
  title,
  width,
  centered,
  closable,
  mask,
  confirmLoading,
  loading,
});

function ModalPlayground(values: Values) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Archive product
      </Button>
      <Modal {...props(values)} open={open} onOk={() => setOpen(false)} onCancel={() => setOpen(false)}>
        <p>{BODY}</p>
      </Modal>
    </>
  );
}

export default componentPage({
  name: 'modal',
  imports: "import { Modal } from 'antd';",
  docs: 'https://ant.design/components/modal',
  playground: playground<Values>({
    controls: [
      { prop: 'title', kind: 'text', initial: 'Archive Oak side table?' },
      { prop: 'width', kind: 'number', initial: 520, min: 240, max: 1200, step: 40 },
      { prop: 'centered', kind: 'switch', initial: false },
      { prop: 'closable', kind: 'switch', initial: true },
      { prop: 'mask', kind: 'switch', initial: true },
      { prop: 'confirmLoading', kind: 'switch', initial: false },
      { prop: 'loading', kind: 'switch', initial: false },
    ],
    render: (v) => <ModalPlayground {...v} />,
    code: (v) => {
      const close = expression('() => setOpen(false)');
      const modal = jsxElement(
        'Modal',
        { ...props(v), open: expression('open'), onOk: close, onCancel: close },
        { children: `<p>${BODY}</p>`, defaults: DEFAULTS, indent: '  ' },
      );
      return demoModule({
        imports: { antd: ['Button', 'Modal'], react: ['useState'] },
        setup: 'const [open, setOpen] = useState(false);',
        jsx: [
          '<>',
          '  <Button type="primary" onClick={() => setOpen(true)}>',
          '    Archive product',
          '  </Button>',
          `  ${modal}`,
          '</>',
        ].join('\n'),
      });
    },
  }),
  demos: [
    { key: 'basic', Demo: ModalBasic, source: () => import('../demos/modal/basic.tsx?raw') },
    { key: 'async', Demo: ModalAsync, source: () => import('../demos/modal/async.tsx?raw') },
    { key: 'confirm', Demo: ModalConfirm, source: () => import('../demos/modal/confirm.tsx?raw') },
    { key: 'footer', Demo: ModalFooter, source: () => import('../demos/modal/footer.tsx?raw') },
    { key: 'sizes', Demo: ModalSizes, source: () => import('../demos/modal/sizes.tsx?raw') },
    { key: 'variants', Demo: ModalVariants, source: () => import('../demos/modal/variants.tsx?raw') },
  ],
  api: [
    { name: 'open', type: 'boolean', default: 'false' },
    { name: 'title', type: 'ReactNode' },
    { name: 'onOk', type: '(e: MouseEvent) => void' },
    { name: 'onCancel', type: '(e: MouseEvent | KeyboardEvent) => void' },
    { name: 'confirmLoading', type: 'boolean', default: 'false' },
    {
      name: 'footer',
      type: 'ReactNode | ((originNode: ReactNode, extra: { OkBtn: FC; CancelBtn: FC }) => ReactNode)',
    },
    { name: 'okText', type: 'ReactNode' },
    { name: 'okButtonProps', type: 'ButtonProps' },
    { name: 'width', type: 'string | number | Partial<Record<Breakpoint, string | number>>', default: '520' },
    { name: 'centered', type: 'boolean', default: 'false' },
    {
      name: 'closable',
      type: 'boolean | { closeIcon?: ReactNode; disabled?: boolean; onClose?: () => void }',
      default: 'true',
    },
    {
      name: 'mask',
      type: 'boolean | { enabled?: boolean; blur?: boolean; closable?: boolean }',
      default: 'true',
    },
    { name: 'loading', type: 'boolean', default: 'false' },
    { name: 'destroyOnHidden', type: 'boolean', default: 'false' },
  ],
});
