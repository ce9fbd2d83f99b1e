import { App, Button, type MessageArgsProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const MessageCustom = lazy(() => import('../demos/message/custom'));
const MessageDuration = lazy(() => import('../demos/message/duration'));
const MessagePromise = lazy(() => import('../demos/message/promise'));
const MessageTypes = lazy(() => import('../demos/message/types'));
const MessageUpdate = lazy(() => import('../demos/message/update'));

type Values = Pick<MessageArgsProps, 'type' | 'duration' | 'pauseOnHover'> & { content: string };

/** The options as a person would write them: antd's defaults (3 s, pause on hover) left out. */
const options = ({ type, content, duration, pauseOnHover }: Values) => ({
  type,
  content,
  ...(duration !== 3 && { duration }),
  ...(pauseOnHover === false && { pauseOnHover }),
});

function MessagePlayground(values: Values) {
  const { message } = App.useApp();
  return <Button onClick={() => message.open(options(values))}>Show message</Button>;
}

/** A value as a JS literal in the generated code: `'Saved'`, `5`, `false`. */
const quote = (value: unknown) =>
  typeof value === 'string' ? `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'` : String(value);

export default componentPage({
  name: 'message',
  imports: "import { App } from 'antd'; // const { message } = App.useApp();",
  docs: 'https://ant.design/components/message',
  playground: playground<Values>({
    controls: [
      {
        prop: 'type',
        kind: 'select',
        options: ['success', 'info', 'warning', 'error', 'loading'],
        initial: 'success',
      },
      { prop: 'content', kind: 'text', initial: 'Order #1042 marked as shipped' },
      { prop: 'duration', kind: 'number', initial: 3, min: 0, max: 30, step: 1 },
      { prop: 'pauseOnHover', kind: 'switch', initial: true },
    ],
    render: (v) => <MessagePlayground {...v} />,
    code: (v) => {
      const fields = Object.entries(options(v)).map(([name, value]) => `    ${name}: ${quote(value)},`);
      return demoModule({
        imports: { antd: ['App', 'Button'] },
        setup: [
          'const { message } = App.useApp();',
          '',
          'const show = () =>',
          '  message.open({',
          ...fields,
          '  });',
        ].join('\n'),
        jsx: jsxElement('Button', { onClick: expression('show') }, { children: 'Show message' }),
      });
    },
  }),
  demos: [
    { key: 'types', Demo: MessageTypes, source: () => import('../demos/message/types.tsx?raw') },
    { key: 'duration', Demo: MessageDuration, source: () => import('../demos/message/duration.tsx?raw') },
    { key: 'update', Demo: MessageUpdate, source: () => import('../demos/message/update.tsx?raw') },
    { key: 'promise', Demo: MessagePromise, source: () => import('../demos/message/promise.tsx?raw') },
    { key: 'custom', Demo: MessageCustom, source: () => import('../demos/message/custom.tsx?raw') },
  ],
  api: [
    { name: 'content', type: 'ReactNode' },
    { name: 'type', type: "'success' | 'info' | 'warning' | 'error' | 'loading'" },
    { name: 'duration', type: 'number', default: '3' },
    { name: 'key', type: 'string | number' },
    { name: 'icon', type: 'ReactNode' },
    { name: 'pauseOnHover', type: 'boolean', default: 'true' },
    { name: 'onClick', type: '(e: MouseEvent) => void' },
    { name: 'onClose', type: '() => void' },
    { name: 'style', type: 'CSSProperties' },
    { name: 'destroy', type: '(key?: string | number) => void' },
  ],
});
