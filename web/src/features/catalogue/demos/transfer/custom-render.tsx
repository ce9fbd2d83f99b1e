import { Avatar, Flex, Table, Transfer, type TransferProps, Typography } from 'antd';
import { type Key, useState } from 'react';

type Member = { key: string; title: string; role: string };

const MEMBERS: Member[] = [
  { key: 'mina', title: 'Mina Park', role: 'Store manager' },
  { key: 'jonas', title: 'Jonas Weber', role: 'Warehouse lead' },
  { key: 'aiko', title: 'Aiko Tanaka', role: 'Customer support' },
  { key: 'lucas', title: 'Lucas Moreau', role: 'Buyer' },
  { key: 'chen', title: 'Chen Jie', role: 'Warehouse' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

const drawMember = (member: Member) => (
  <Flex gap="small" align="center">
    <Avatar size="small" aria-hidden>
      {initials(member.title)}
    </Avatar>
    <Flex vertical style={{ minWidth: 0 }}>
      <Typography.Text ellipsis>{member.title}</Typography.Text>
      <Typography.Text type="secondary" ellipsis style={{ fontSize: 12 }}>
        {member.role}
      </Typography.Text>
    </Flex>
  </Flex>
);

// The list is a Table: its column draws each member, and its checkboxes get a name (aria-label),
// which antd's built-in list does not give them.
const memberList: TransferProps<Member>['children'] = ({ filteredItems, selectedKeys, onItemSelectAll }) => (
  <Table<Member>
    size="small"
    pagination={false}
    columns={[{ title: 'Member', key: 'member', render: (_, member) => drawMember(member) }]}
    dataSource={filteredItems}
    rowSelection={{
      selectedRowKeys: selectedKeys,
      onChange: (keys) => onItemSelectAll(keys, 'replace'),
      getCheckboxProps: (member) => ({ 'aria-label': member.title }),
    }}
  />
);

export default function TransferCustomRender() {
  const [team, setTeam] = useState<Key[]>(['mina']);
  return (
    <Transfer
      dataSource={MEMBERS}
      targetKeys={team}
      onChange={setTeam}
      showSearch
      titles={['Members', 'Spring launch']}
      // The text that search matches: a name or a role.
      render={(member) => `${member.title} ${member.role}`}
      showSelectAll={false}
      style={{ width: '100%', maxWidth: 520 }}
      styles={{ section: { overflow: 'hidden' } }}
    >
      {memberList}
    </Transfer>
  );
}
