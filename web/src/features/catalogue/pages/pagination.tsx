import { Pagination, type PaginationProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const PaginationBasic = lazy(() => import('../demos/pagination/basic'));
const PaginationChangerJumper = lazy(() => import('../demos/pagination/changer-jumper'));
const PaginationControlled = lazy(() => import('../demos/pagination/controlled'));
const PaginationDisabled = lazy(() => import('../demos/pagination/disabled'));
const PaginationSimple = lazy(() => import('../demos/pagination/simple'));
const PaginationSizes = lazy(() => import('../demos/pagination/sizes'));
const PaginationTotal = lazy(() => import('../demos/pagination/total'));

type Values = Pick<
  PaginationProps,
  'total' | 'size' | 'showQuickJumper' | 'showLessItems' | 'simple' | 'disabled' | 'hideOnSinglePage'
>;

const DEFAULTS = { size: 'medium' };

export default componentPage({
  name: 'pagination',
  imports: "import { Pagination, type PaginationProps } from 'antd';",
  docs: 'https://ant.design/components/pagination',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'total', kind: 'number', initial: 248, min: 0, max: 5000, step: 10 },
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'medium' },
      { prop: 'showQuickJumper', kind: 'switch', initial: false },
      { prop: 'showLessItems', kind: 'switch', initial: false },
      { prop: 'simple', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
      { prop: 'hideOnSinglePage', kind: 'switch', initial: false },
    ],
    render: (v) => <Pagination {...v} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Pagination'] },
        jsx: jsxElement('Pagination', v, { defaults: DEFAULTS }),
      }),
  }),
  demos: [
    { key: 'basic', Demo: PaginationBasic, source: () => import('../demos/pagination/basic.tsx?raw') },
    {
      key: 'changerJumper',
      Demo: PaginationChangerJumper,
      source: () => import('../demos/pagination/changer-jumper.tsx?raw'),
    },
    { key: 'total', Demo: PaginationTotal, source: () => import('../demos/pagination/total.tsx?raw') },
    { key: 'simple', Demo: PaginationSimple, source: () => import('../demos/pagination/simple.tsx?raw') },
    { key: 'sizes', Demo: PaginationSizes, source: () => import('../demos/pagination/sizes.tsx?raw') },
    {
      key: 'disabled',
      Demo: PaginationDisabled,
      source: () => import('../demos/pagination/disabled.tsx?raw'),
    },
    {
      key: 'controlled',
      Demo: PaginationControlled,
      source: () => import('../demos/pagination/controlled.tsx?raw'),
    },
  ],
  api: [
    { name: 'current', type: 'number' },
    { name: 'defaultCurrent', type: 'number', default: '1' },
    { name: 'total', type: 'number', default: '0' },
    { name: 'pageSize', type: 'number' },
    { name: 'defaultPageSize', type: 'number', default: '10' },
    { name: 'pageSizeOptions', type: 'number[]', default: '[10, 20, 50, 100]' },
    { name: 'showSizeChanger', type: 'boolean | SelectProps' },
    { name: 'showQuickJumper', type: 'boolean | { goButton: ReactNode }', default: 'false' },
    { name: 'showTotal', type: '(total: number, range: [number, number]) => ReactNode' },
    { name: 'simple', type: 'boolean | { readOnly?: boolean }' },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'medium'" },
    { name: 'disabled', type: 'boolean' },
    { name: 'hideOnSinglePage', type: 'boolean', default: 'false' },
    { name: 'onChange', type: '(page: number, pageSize: number) => void' },
  ],
});
