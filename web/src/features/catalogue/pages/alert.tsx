import { Alert, type AlertProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const AlertActions = lazy(() => import('../demos/alert/actions'));
const AlertBanner = lazy(() => import('../demos/alert/banner'));
const AlertClosable = lazy(() => import('../demos/alert/closable'));
const AlertDescription = lazy(() => import('../demos/alert/description'));
const AlertErrorBoundary = lazy(() => import('../demos/alert/error-boundary'));
const AlertTypes = lazy(() => import('../demos/alert/types'));

type Values = Pick<AlertProps, 'type' | 'variant' | 'showIcon' | 'closable'> & {
  title: string;
  description: string;
};

const DEFAULTS = { type: 'info', variant: 'outlined' };

/** An empty description is left out rather than written as `description=""`. */
const props = ({ type, variant, title, description, showIcon, closable }: Values) => ({
  type,
  variant,
  title,
  description: description || undefined,
  showIcon,
  closable,
});

export default componentPage({
  name: 'alert',
  imports: "import { Alert } from 'antd';",
  docs: 'https://ant.design/components/alert',
  playground: playground<Values>({
    controls: [
      { prop: 'type', kind: 'select', options: ['success', 'info', 'warning', 'error'], initial: 'warning' },
      { prop: 'variant', kind: 'radio', options: ['outlined', 'filled'], initial: 'outlined' },
      { prop: 'title', kind: 'text', initial: 'Only 3 Aurora desk lamps left' },
      { prop: 'description', kind: 'text', initial: 'Reorder from the Rotterdam warehouse by 14 May 2026.' },
      { prop: 'showIcon', kind: 'switch', initial: true },
      { prop: 'closable', kind: 'switch', initial: false },
    ],
    render: (v) => <Alert {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Alert'] },
        jsx: jsxElement('Alert', props(v), { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'types', Demo: AlertTypes, source: () => import('../demos/alert/types.tsx?raw') },
    {
      key: 'description',
      Demo: AlertDescription,
      source: () => import('../demos/alert/description.tsx?raw'),
    },
    { key: 'closable', Demo: AlertClosable, source: () => import('../demos/alert/closable.tsx?raw') },
    { key: 'banner', Demo: AlertBanner, source: () => import('../demos/alert/banner.tsx?raw') },
    { key: 'actions', Demo: AlertActions, source: () => import('../demos/alert/actions.tsx?raw') },
    {
      key: 'errorBoundary',
      Demo: AlertErrorBoundary,
      source: () => import('../demos/alert/error-boundary.tsx?raw'),
    },
  ],
  api: [
    {
      name: 'type',
      type: "'success' | 'info' | 'warning' | 'error'",
      default: "'info' ('warning' with banner)",
    },
    { name: 'variant', type: "'outlined' | 'filled'", default: "'outlined'" },
    { name: 'title', type: 'ReactNode' },
    { name: 'description', type: 'ReactNode' },
    { name: 'showIcon', type: 'boolean', default: 'false (true with banner)' },
    { name: 'icon', type: 'ReactNode' },
    {
      name: 'closable',
      type: 'boolean | { closeIcon?: ReactNode; onClose?: (e: MouseEvent) => void; afterClose?: () => void }',
      default: 'false',
    },
    { name: 'action', type: 'ReactNode' },
    { name: 'banner', type: 'boolean', default: 'false' },
    { name: 'role', type: 'string', default: "'alert'" },
  ],
});
