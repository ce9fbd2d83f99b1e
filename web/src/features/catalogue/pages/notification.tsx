import { App, Button, type NotificationArgsProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const NotificationCustom = lazy(() => import('../demos/notification/custom'));
const NotificationDuration = lazy(() => import('../demos/notification/duration'));
const NotificationPlacement = lazy(() => import('../demos/notification/placement'));
const NotificationProgress = lazy(() => import('../demos/notification/progress'));
const NotificationTypes = lazy(() => import('../demos/notification/types'));

type Values = Pick<
  NotificationArgsProps,
  'type' | 'placement' | 'duration' | 'showProgress' | 'pauseOnHover'
> & {
  title: string;
  description: string;
};

/** The options as a person would write them: antd's defaults (top right, 4.5 s, pause on hover) left out. */
const options = ({ type, title, description, placement, duration, showProgress, pauseOnHover }: Values) => ({
  type,
  title,
  ...(description && { description }),
  ...(placement !== 'topRight' && { placement }),
  ...(duration !== 4.5 && { duration }),
  ...(showProgress && { showProgress }),
  ...(pauseOnHover === false && { pauseOnHover }),
});

function NotificationPlayground(values: Values) {
  const { notification } = App.useApp();
  return <Button onClick={() => notification.open(options(values))}>Show notification</Button>;
}

/** A value as a JS literal in the generated code: `'Saved'`, `5`, `false`. */
const quote = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(value);

export default componentPage({
  name: 'notification',
  imports: "import { App } from 'antd'; // const { notification } = App.useApp();",
  docs: 'https://ant.design/components/notification',
  playground: playground<Values>({
    controls: [
      { prop: 'type', kind: 'select', options: ['success', 'info', 'warning', 'error'], initial: 'success' },
      { prop: 'title', kind: 'text', initial: 'Order #1042 shipped' },
      { prop: 'description', kind: 'text', initial: 'PostNL picked it up in Rotterdam on 3 March 2026.' },
      {
        prop: 'placement',
        kind: 'select',
        options: ['topLeft', 'top', 'topRight', 'bottomLeft', 'bottom', 'bottomRight'],
        initial: 'topRight',
      },
      { prop: 'duration', kind: 'number', initial: 4.5, min: 0, max: 30, step: 0.5 },
      { prop: 'showProgress', kind: 'switch', initial: false },
      { prop: 'pauseOnHover', kind: 'switch', initial: true },
    ],
    render: (v) => <NotificationPlayground {...v} />,
    code: (v) => {
      const fields = Object.entries(options(v)).map(([name, value]) => `    ${name}: ${quote(value)},`);
      return demoModule({
        imports: { antd: ['App', 'Button'] },
        setup: [
          'const { notification } = App.useApp();',
          '',
          'const show = () =>',
          '  notification.open({',
          ...fields,
          '  });',
        ].join('\n'),
        jsx: jsxElement('Button', { onClick: expression('show') }, { children: 'Show notification' }),
      });
    },
  }),
  demos: [
    { key: 'types', Demo: NotificationTypes, source: () => import('../demos/notification/types.tsx?raw') },
    {
      key: 'placement',
      Demo: NotificationPlacement,
      source: () => import('../demos/notification/placement.tsx?raw'),
    },
    {
      key: 'duration',
      Demo: NotificationDuration,
      source: () => import('../demos/notification/duration.tsx?raw'),
    },
    {
      key: 'progress',
      Demo: NotificationProgress,
      source: () => import('../demos/notification/progress.tsx?raw'),
    },
    { key: 'custom', Demo: NotificationCustom, source: () => import('../demos/notification/custom.tsx?raw') },
  ],
  api: [
    { name: 'title', type: 'ReactNode' },
    { name: 'description', type: 'ReactNode' },
    { name: 'type', type: "'success' | 'info' | 'warning' | 'error'" },
    {
      name: 'placement',
      type: "'top' | 'topLeft' | 'topRight' | 'bottom' | 'bottomLeft' | 'bottomRight'",
      default: "'topRight'",
    },
    { name: 'duration', type: 'number | false', default: '4.5' },
    { name: 'showProgress', type: 'boolean', default: 'false' },
    { name: 'pauseOnHover', type: 'boolean', default: 'true' },
    { name: 'icon', type: 'ReactNode' },
    { name: 'actions', type: 'ReactNode' },
    { name: 'key', type: 'Key' },
    { name: 'closable', type: 'boolean | { closeIcon?: ReactNode; onClose?: () => void }', default: 'true' },
    { name: 'onClose', type: '() => void' },
    { name: 'onClick', type: '() => void' },
    { name: 'role', type: "'alert' | 'status'", default: "'alert'" },
  ],
});
