import { Table, type TableProps, Tag } from 'antd';
import type { TablePaginationPlacement } from 'antd/es/table/interface';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TableBasic = lazy(() => import('../demos/table/basic'));
const TableEditable = lazy(() => import('../demos/table/editable'));
const TableExpandable = lazy(() => import('../demos/table/expandable'));
const TableFixed = lazy(() => import('../demos/table/fixed'));
const TableLoadingEmpty = lazy(() => import('../demos/table/loading-empty'));
const TablePagination = lazy(() => import('../demos/table/pagination'));
const TableSelection = lazy(() => import('../demos/table/selection'));
const TableSortFilter = lazy(() => import('../demos/table/sort-filter'));
const TableSummary = lazy(() => import('../demos/table/summary'));

type Values = Pick<TableProps, 'size' | 'bordered' | 'loading' | 'showHeader'> & {
  'pagination.placement': TablePaginationPlacement;
  rowSelection: boolean;
};

const DEFAULTS = { size: 'large', showHeader: true };

const ORDERS = [
  { key: '1042', order: '#1042', customer: 'Mina Park', status: 'Paid', amount: '$248.00' },
  { key: '1043', order: '#1043', customer: 'Jonas Weber', status: 'Pending', amount: '$89.50' },
  { key: '1044', order: '#1044', customer: 'Aiko Tanaka', status: 'Paid', amount: '$1,240.00' },
  { key: '1045', order: '#1045', customer: 'Lucas Moreau', status: 'Pending', amount: '$64.00' },
  { key: '1046', order: '#1046', customer: 'Chen Jie', status: 'Paid', amount: '$412.75' },
  { key: '1047', order: '#1047', customer: 'Mina Park', status: 'Paid', amount: '$35.00' },
  { key: '1048', order: '#1048', customer: 'Aiko Tanaka', status: 'Pending', amount: '$178.20' },
];

const COLUMNS: TableProps['columns'] = [
  { title: 'Order', dataIndex: 'order' },
  { title: 'Customer', dataIndex: 'customer' },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string) => <Tag color={status === 'Paid' ? 'success' : 'warning'}>{status}</Tag>,
  },
  { title: 'Amount', dataIndex: 'amount', align: 'end' },
];

/** The same columns and rows as source, placed before the return of the playground's code. */
const SETUP = `const columns: TableProps['columns'] = [
  { title: 'Order', dataIndex: 'order' },
  { title: 'Customer', dataIndex: 'customer' },
  {
    title: 'Status',
    dataIndex: 'status',
    render: (status: string) => <Tag color={status === 'Paid' ? 'success' : 'warning'}>{status}</Tag>,
  },
  { title: 'Amount', dataIndex: 'amount', align: 'end' },
];

const orders = [
${ORDERS.map((o) => `  { key: '${o.key}', order: '${o.order}', customer: '${o.customer}', status: '${o.status}', amount: '${o.amount}' },`).join('\n')}
];`;

/**
 * No `scroll.x`: with it antd measures each column's width after the table is drawn, a forced layout of the whole page
 * and a second render (in a profile of the switch to this page, the largest single cost of its main thread). The
 * playground's stage scrolls sideways itself when the table is wider than it.
 */
const props = (v: Values) => ({
  showHeader: v.showHeader,
  size: v.size,
  bordered: v.bordered,
  loading: v.loading,
  rowSelection: v.rowSelection ? {} : undefined,
  pagination:
    v['pagination.placement'] === 'bottomEnd'
      ? { pageSize: 5 }
      : { pageSize: 5, placement: [v['pagination.placement']] },
  style: { width: '100%' },
});

export default componentPage({
  name: 'table',
  imports: "import { Table, type TableProps } from 'antd';",
  docs: 'https://ant.design/components/table',
  playground: playground<Values>({
    controls: [
      { prop: 'size', kind: 'radio', options: ['small', 'medium', 'large'], initial: 'large' },
      {
        prop: 'pagination.placement',
        kind: 'select',
        options: ['topStart', 'topCenter', 'topEnd', 'bottomStart', 'bottomCenter', 'bottomEnd', 'none'],
        initial: 'bottomEnd',
      },
      { prop: 'bordered', kind: 'switch', initial: false },
      { prop: 'loading', kind: 'switch', initial: false },
      { prop: 'showHeader', kind: 'switch', initial: true },
      { prop: 'rowSelection', kind: 'switch', initial: false },
    ],
    render: (v) => <Table columns={COLUMNS} dataSource={ORDERS} {...props(v)} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Table', 'Tag', 'type TableProps'] },
        setup: SETUP,
        jsx: jsxElement(
          'Table',
          { columns: expression('columns'), dataSource: expression('orders'), ...props(v) },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TableBasic, source: () => import('../demos/table/basic.tsx?raw') },
    { key: 'sortFilter', Demo: TableSortFilter, source: () => import('../demos/table/sort-filter.tsx?raw') },
    { key: 'selection', Demo: TableSelection, source: () => import('../demos/table/selection.tsx?raw') },
    { key: 'pagination', Demo: TablePagination, source: () => import('../demos/table/pagination.tsx?raw') },
    { key: 'expandable', Demo: TableExpandable, source: () => import('../demos/table/expandable.tsx?raw') },
    { key: 'fixed', Demo: TableFixed, source: () => import('../demos/table/fixed.tsx?raw') },
    { key: 'editable', Demo: TableEditable, source: () => import('../demos/table/editable.tsx?raw') },
    { key: 'summary', Demo: TableSummary, source: () => import('../demos/table/summary.tsx?raw') },
    {
      key: 'loadingEmpty',
      Demo: TableLoadingEmpty,
      source: () => import('../demos/table/loading-empty.tsx?raw'),
    },
  ],
  api: [
    { name: 'columns', type: 'ColumnsType<RecordType>' },
    { name: 'dataSource', type: 'RecordType[]' },
    { name: 'rowKey', type: 'keyof RecordType | (record: RecordType) => Key', default: "'key'" },
    { name: 'pagination', type: 'false | TablePaginationConfig' },
    { name: 'rowSelection', type: 'TableRowSelection<RecordType>' },
    { name: 'expandable', type: 'ExpandableConfig<RecordType>' },
    {
      name: 'scroll',
      type: '{ x?: number | string | true; y?: number | string; scrollToFirstRowOnChange?: boolean }',
    },
    { name: 'size', type: "'large' | 'medium' | 'small'", default: "'large'" },
    { name: 'bordered', type: 'boolean', default: 'false' },
    { name: 'loading', type: 'boolean | SpinProps', default: 'false' },
    { name: 'showHeader', type: 'boolean', default: 'true' },
    { name: 'summary', type: '(currentData: readonly RecordType[]) => ReactNode' },
    {
      name: 'sticky',
      type: 'boolean | { offsetHeader?: number; offsetScroll?: number; getContainer?: () => HTMLElement }',
    },
    { name: 'onChange', type: '(pagination, filters, sorter, extra: { currentDataSource, action }) => void' },
  ],
});
