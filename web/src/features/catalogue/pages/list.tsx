import { Listy, type ListyProps } from 'antd';
import { lazy } from 'react';
import { componentPage } from '../kit/component-page';
import { demoModule, expression, jsxElement } from '../kit/jsx-code';
import { playground } from '../kit/types';

// Each demo's code loads when its card comes near the viewport (DemoCard `deferred`).
const ListActions = lazy(() => import('../demos/list/actions'));
const ListBasic = lazy(() => import('../demos/list/basic'));
const ListCompact = lazy(() => import('../demos/list/compact'));
const ListGrouped = lazy(() => import('../demos/list/grouped'));
const ListLoadMore = lazy(() => import('../demos/list/load-more'));
const ListPagination = lazy(() => import('../demos/list/pagination'));
const ListRich = lazy(() => import('../demos/list/rich'));
const ListVirtual = lazy(() => import('../demos/list/virtual'));

type Member = { id: string; name: string; team: string };

type Values = Pick<ListyProps<Member>, 'virtual' | 'sticky' | 'height'>;

const DEFAULTS = { virtual: false, sticky: false };

const MEMBERS: Member[] = [
  { id: 'aiko', name: 'Aiko Tanaka', team: 'Operations' },
  { id: 'lucas', name: 'Lucas Moreau', team: 'Operations' },
  { id: 'mina', name: 'Mina Park', team: 'Support' },
  { id: 'jonas', name: 'Jonas Weber', team: 'Support' },
  { id: 'chen', name: 'Chen Jie', team: 'Finance' },
  { id: 'sofia', name: 'Sofia Rossi', team: 'Finance' },
  { id: 'omar', name: 'Omar Haddad', team: 'Finance' },
];

const GROUP: ListyProps<Member, string>['group'] = { key: (member) => member.team, title: (team) => team };

const SETUP = `type Member = { id: string; name: string; team: string };

const members: Member[] = [
${MEMBERS.map((m) => `  { id: '${m.id}', name: '${m.name}', team: '${m.team}' },`).join('\n')}
];

const group: ListyProps<Member, string>['group'] = { key: (member) => member.team, title: (team) => team };

// A link per row: Tab reaches every member, and so scrolls the list, which cannot take focus itself.
const renderMember = (member: Member) => <a href={\`mailto:\${member.id}@example.com\`}>{member.name}</a>;`;

export default componentPage({
  name: 'list',
  imports: "import { Listy } from 'antd';",
  docs: 'https://ant.design/components/listy',
  note: true,
  playground: playground<Values>({
    controls: [
      { prop: 'height', kind: 'number', initial: 200, min: 80, max: 480, step: 20 },
      { prop: 'sticky', kind: 'switch', initial: true },
      { prop: 'virtual', kind: 'switch', initial: false },
    ],
    render: (v) => (
      <Listy<Member, string>
        items={MEMBERS}
        rowKey="id"
        group={GROUP}
        itemRender={(member) => <a href={`mailto:${member.id}@example.com`}>{member.name}</a>}
        {...v}
        style={{ width: '100%' }}
      />
    ),
    code: (v) =>
      demoModule({
        imports: { antd: ['Listy', 'type ListyProps'] },
        setup: SETUP,
        jsx: jsxElement(
          'Listy',
          {
            items: expression('members'),
            group: expression('group'),
            itemRender: expression('renderMember'),
            rowKey: 'id',
            ...v,
            style: { width: '100%' },
          },
          { defaults: DEFAULTS },
        ),
      }),
  }),
  demos: [
    { key: 'basic', Demo: ListBasic, source: () => import('../demos/list/basic.tsx?raw') },
    { key: 'actions', Demo: ListActions, source: () => import('../demos/list/actions.tsx?raw') },
    { key: 'rich', Demo: ListRich, source: () => import('../demos/list/rich.tsx?raw') },
    { key: 'loadMore', Demo: ListLoadMore, source: () => import('../demos/list/load-more.tsx?raw') },
    { key: 'pagination', Demo: ListPagination, source: () => import('../demos/list/pagination.tsx?raw') },
    { key: 'grouped', Demo: ListGrouped, source: () => import('../demos/list/grouped.tsx?raw') },
    { key: 'virtual', Demo: ListVirtual, source: () => import('../demos/list/virtual.tsx?raw') },
    { key: 'compact', Demo: ListCompact, source: () => import('../demos/list/compact.tsx?raw') },
  ],
  api: [
    { name: 'items', type: 'T[]', default: '[]' },
    { name: 'rowKey', type: 'keyof T | (item: T) => Key' },
    { name: 'itemRender', type: '(item: T, index: number) => ReactNode' },
    { name: 'height', type: 'number' },
    { name: 'virtual', type: 'boolean', default: 'false' },
    { name: 'group', type: '{ key: (item: T) => K; title: (groupKey: K, items: T[]) => ReactNode }' },
    { name: 'sticky', type: 'boolean', default: 'false' },
    { name: 'onScroll', type: 'UIEventHandler<HTMLElement>' },
    { name: 'classNames', type: '{ root?: string; item?: string; groupHeader?: string }' },
    { name: 'styles', type: '{ root?: CSSProperties; item?: CSSProperties; groupHeader?: CSSProperties }' },
    {
      name: 'ref',
      type: '{ scrollTo: (config?: number | { key, align?, offset? } | { groupKey, align?, offset? }) => void }',
    },
  ],
});
