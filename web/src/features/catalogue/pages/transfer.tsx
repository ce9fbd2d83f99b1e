import { Table, Transfer, type TransferProps } from 'antd';
import { type Key, lazy, useState } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const TransferBasic = lazy(() => import('../demos/transfer/basic'));
const TransferCustomRender = lazy(() => import('../demos/transfer/custom-render'));
const TransferOneWay = lazy(() => import('../demos/transfer/one-way'));
const TransferPagination = lazy(() => import('../demos/transfer/pagination'));
const TransferSearch = lazy(() => import('../demos/transfer/search'));

type Values = Required<Pick<TransferProps, 'oneWay' | 'disabled'>> & { showSearch: boolean };

const MEMBERS = [
  { key: 'mina', title: 'Mina Park' },
  { key: 'jonas', title: 'Jonas Weber' },
  { key: 'aiko', title: 'Aiko Tanaka' },
  { key: 'lucas', title: 'Lucas Moreau' },
  { key: 'chen', title: 'Chen Jie' },
];
const INITIAL_TEAM = ['jonas', 'chen'];

const layout = {
  titles: ['Members', 'Fulfilment team'],
  showSelectAll: false,
  style: { width: '100%', maxWidth: 480 },
  styles: { section: { overflow: 'hidden' } },
};

/** The lists as Tables, whose checkboxes have names (the demos' pattern; `LIST_CODE` is the same code). */
const memberList: TransferProps<(typeof MEMBERS)[number]>['children'] = ({
  showRemove,
  filteredItems,
  selectedKeys,
  disabled,
  onItemSelectAll,
}) =>
  showRemove ? null : (
    <Table
      size="small"
      pagination={false}
      columns={[{ title: 'Name', dataIndex: 'title' }]}
      dataSource={filteredItems}
      rowSelection={{
        selectedRowKeys: selectedKeys,
        onChange: (keys) => onItemSelectAll(keys, 'replace'),
        getCheckboxProps: (member) => ({ disabled, 'aria-label': member.title }),
      }}
    />
  );

function PlaygroundTransfer(v: Values) {
  const [team, setTeam] = useState<Key[]>(INITIAL_TEAM);
  return (
    <Transfer
      dataSource={MEMBERS}
      targetKeys={team}
      onChange={setTeam}
      render={(member) => member.title}
      {...v}
      {...layout}
    >
      {memberList}
    </Transfer>
  );
}

const LIST_CODE = `// antd's built-in list gives its checkboxes no name; a Table names them. With oneWay, the chosen
// side keeps the built-in list (null), whose delete buttons are named.
const memberList: TransferProps<(typeof members)[number]>['children'] = ({
  showRemove,
  filteredItems,
  selectedKeys,
  disabled,
  onItemSelectAll,
}) =>
  showRemove ? null : (
    <Table
      size="small"
      pagination={false}
      columns={[{ title: 'Name', dataIndex: 'title' }]}
      dataSource={filteredItems}
      rowSelection={{
        selectedRowKeys: selectedKeys,
        onChange: (keys) => onItemSelectAll(keys, 'replace'),
        getCheckboxProps: (member) => ({ disabled, 'aria-label': member.title }),
      }}
    />
  );`;

const SETUP = `const members = [
${MEMBERS.map((m) => `  { key: '${m.key}', title: '${m.title}' },`).join('\n')}
];
const [team, setTeam] = useState<Key[]>([${INITIAL_TEAM.map((k) => `'${k}'`).join(', ')}]);

${LIST_CODE}`;

export default componentPage({
  name: 'transfer',
  imports: "import { Transfer, type TransferProps } from 'antd';",
  docs: 'https://ant.design/components/transfer',
  playground: playground<Values>({
    controls: [
      { prop: 'showSearch', kind: 'switch', initial: false },
      { prop: 'oneWay', kind: 'switch', initial: false },
      { prop: 'disabled', kind: 'switch', initial: false },
    ],
    render: (v) => <PlaygroundTransfer {...v} />,
    code: (v) =>
      demoModule({
        imports: { antd: ['Table', 'Transfer', 'type TransferProps'], react: ['type Key', 'useState'] },
        setup: SETUP,
        jsx: jsxElement(
          'Transfer',
          {
            dataSource: expression('members'),
            targetKeys: expression('team'),
            onChange: expression('setTeam'),
            render: expression('(member) => member.title'),
            ...v,
            ...layout,
          },
          { defaults: { showSelectAll: true }, children: '{memberList}' },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: TransferBasic, source: () => import('../demos/transfer/basic.tsx?raw') },
    { key: 'search', Demo: TransferSearch, source: () => import('../demos/transfer/search.tsx?raw') },
    { key: 'oneWay', Demo: TransferOneWay, source: () => import('../demos/transfer/one-way.tsx?raw') },
    {
      key: 'customRender',
      Demo: TransferCustomRender,
      source: () => import('../demos/transfer/custom-render.tsx?raw'),
    },
    {
      key: 'pagination',
      Demo: TransferPagination,
      source: () => import('../demos/transfer/pagination.tsx?raw'),
    },
  ],
  api: [
    { name: 'dataSource', type: 'TransferItem[]', default: '[]' },
    { name: 'targetKeys', type: 'string[] | number[]', default: '[]' },
    { name: 'onChange', type: "(targetKeys, direction: 'left' | 'right', moveKeys) => void" },
    { name: 'render', type: '(record) => ReactNode | { label: ReactNode; value: string }' },
    { name: 'titles', type: 'ReactNode[]' },
    {
      name: 'showSearch',
      type: 'boolean | { placeholder?: string; defaultValue?: string }',
      default: 'false',
    },
    { name: 'filterOption', type: "(inputValue, item, direction: 'left' | 'right') => boolean" },
    { name: 'oneWay', type: 'boolean', default: 'false' },
    {
      name: 'pagination',
      type: 'boolean | { pageSize?: number; simple?: boolean; showSizeChanger?: boolean }',
      default: 'false',
    },
    { name: 'selectedKeys', type: 'string[] | number[]', default: '[]' },
    { name: 'showSelectAll', type: 'boolean', default: 'true' },
    { name: 'actions', type: 'ReactNode[]', default: "['>', '<']" },
    { name: 'disabled', type: 'boolean', default: 'false' },
    { name: 'children', type: '(props: TransferCustomListBodyProps) => ReactNode' },
  ],
});
