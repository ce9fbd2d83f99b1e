import { Button, Result, type ResultProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const ResultCustomIcon = lazy(() => import('../demos/result/custom-icon'));
const ResultError = lazy(() => import('../demos/result/error'));
const ResultExceptions = lazy(() => import('../demos/result/exceptions'));
const ResultStatuses = lazy(() => import('../demos/result/statuses'));
const ResultSuccess = lazy(() => import('../demos/result/success'));

type Values = Pick<ResultProps, 'status'> & { title: string; subTitle: string };

const DEFAULTS = { status: 'info' };

const props = ({ status, title, subTitle }: Values) => ({ status, title, subTitle: subTitle || undefined });

export default componentPage({
  name: 'result',
  imports: "import { Result } from 'antd';",
  docs: 'https://ant.design/components/result',
  playground: playground<Values>({
    controls: [
      {
        prop: 'status',
        kind: 'select',
        options: ['success', 'info', 'warning', 'error', '403', '404', '500'],
        initial: 'success',
      },
      { prop: 'title', kind: 'text', initial: 'Order #1042 placed' },
      { prop: 'subTitle', kind: 'text', initial: 'Mina Park will get a confirmation email.' },
    ],
    render: (v) => (
      <Result
        {...props(v)}
        extra={<Button type="primary">Back to orders</Button>}
        style={{ width: '100%' }}
      />
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Button', 'Result'] },
        jsx: jsxElement(
          'Result',
          { ...props(v), extra: expression('<Button type="primary">Back to orders</Button>') },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'success', Demo: ResultSuccess, source: () => import('../demos/result/success.tsx?raw') },
    { key: 'statuses', Demo: ResultStatuses, source: () => import('../demos/result/statuses.tsx?raw') },
    { key: 'exceptions', Demo: ResultExceptions, source: () => import('../demos/result/exceptions.tsx?raw') },
    { key: 'error', Demo: ResultError, source: () => import('../demos/result/error.tsx?raw') },
    {
      key: 'customIcon',
      Demo: ResultCustomIcon,
      source: () => import('../demos/result/custom-icon.tsx?raw'),
    },
  ],
  api: [
    {
      name: 'status',
      type: "'success' | 'error' | 'info' | 'warning' | 403 | 404 | 500 | '403' | '404' | '500'",
      default: "'info'",
    },
    { name: 'title', type: 'ReactNode' },
    { name: 'subTitle', type: 'ReactNode' },
    { name: 'icon', type: 'ReactNode' },
    { name: 'extra', type: 'ReactNode' },
    { name: 'children', type: 'ReactNode' },
    {
      name: 'classNames',
      type: 'Partial<Record<"root" | "icon" | "title" | "subTitle" | "body" | "extra", string>>',
    },
    {
      name: 'styles',
      type: 'Partial<Record<"root" | "icon" | "title" | "subTitle" | "body" | "extra", CSSProperties>>',
    },
  ],
});
