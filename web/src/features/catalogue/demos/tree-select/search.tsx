import { TreeSelect } from 'antd';

const TEAMS = [
  {
    value: 'store',
    title: 'Store',
    children: [
      { value: 'mina', title: 'Mina Park' },
      { value: 'lucas', title: 'Lucas Moreau' },
    ],
  },
  {
    value: 'warehouse',
    title: 'Warehouse',
    children: [
      { value: 'jonas', title: 'Jonas Weber' },
      { value: 'chen', title: 'Chen Jie' },
    ],
  },
  {
    value: 'support',
    title: 'Support',
    children: [{ value: 'aiko', title: 'Aiko Tanaka' }],
  },
];

export default function TreeSelectSearch() {
  return (
    <TreeSelect
      aria-label="Who can see order #1042"
      placeholder="Search teams and members"
      treeData={TEAMS}
      multiple
      showSearch={{ treeNodeFilterProp: 'title' }}
      defaultValue={['jonas']}
      treeDefaultExpandAll
      treeLine
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
