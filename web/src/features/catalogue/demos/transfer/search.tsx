import { Table, Transfer, type TransferProps } from 'antd';
import { type Key, useState } from 'react';

type Member = { key: string; title: string; role: string };

const MEMBERS: Member[] = [
  { key: 'mina', title: 'Mina Park', role: 'Store manager' },
  { key: 'jonas', title: 'Jonas Weber', role: 'Warehouse lead' },
  { key: 'aiko', title: 'Aiko Tanaka', role: 'Customer support' },
  { key: 'lucas', title: 'Lucas Moreau', role: 'Buyer' },
  { key: 'chen', title: 'Chen Jie', role: 'Warehouse' },
  { key: 'omar', title: 'Omar Haddad', role: 'Customer support' },
];

/** Finds a member by name or by role, ignoring case. */
const matches = (input: string, member: Member) =>
  `${member.title} ${member.role}`.toLowerCase().includes(input.trim().toLowerCase());

// A Table as the list, because antd's built-in list leaves its checkboxes without a name.
const memberList: TransferProps<Member>['children'] = ({
  filteredItems,
  selectedKeys,
  disabled,
  onItemSelectAll,
}) => (
  <Table<Member>
    size="small"
    pagination={false}
    columns={[{ title: 'Member', key: 'member', render: (_, member) => `${member.title} · ${member.role}` }]}
    dataSource={filteredItems}
    rowSelection={{
      selectedRowKeys: selectedKeys,
      onChange: (keys) => onItemSelectAll(keys, 'replace'),
      getCheckboxProps: (member) => ({ disabled, 'aria-label': member.title }),
    }}
  />
);

export default function TransferSearch() {
  const [team, setTeam] = useState<Key[]>(['aiko']);
  return (
    <Transfer
      dataSource={MEMBERS}
      targetKeys={team}
      onChange={setTeam}
      showSearch
      filterOption={matches}
      titles={['Members', 'Support rota']}
      showSelectAll={false}
      style={{ width: '100%', maxWidth: 520 }}
      styles={{ section: { overflow: 'hidden' } }}
    >
      {memberList}
    </Transfer>
  );
}
