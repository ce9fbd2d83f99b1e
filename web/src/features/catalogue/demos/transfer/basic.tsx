import { Table, Transfer, type TransferProps } from 'antd';
import { type Key, useState } from 'react';

type Member = { key: string; title: string; disabled?: boolean };

const MEMBERS: Member[] = [
  { key: 'mina', title: 'Mina Park' },
  { key: 'jonas', title: 'Jonas Weber' },
  { key: 'aiko', title: 'Aiko Tanaka' },
  { key: 'lucas', title: 'Lucas Moreau' },
  { key: 'chen', title: 'Chen Jie' },
  { key: 'sofia', title: 'Sofia Rossi', disabled: true },
];

// antd's built-in lists give their checkboxes no name, so a screen reader says only "checkbox".
// A Table as the list names each one (aria-label) and brings its own select-all.
const memberList: TransferProps<Member>['children'] = ({
  filteredItems,
  selectedKeys,
  disabled,
  onItemSelectAll,
}) => (
  <Table<Member>
    size="small"
    pagination={false}
    columns={[{ title: 'Name', dataIndex: 'title' }]}
    dataSource={filteredItems}
    rowSelection={{
      selectedRowKeys: selectedKeys,
      onChange: (keys) => onItemSelectAll(keys, 'replace'),
      getCheckboxProps: (member) => ({ disabled: disabled || member.disabled, 'aria-label': member.title }),
    }}
  />
);

export default function TransferBasic() {
  const [team, setTeam] = useState<Key[]>(['jonas', 'chen']);
  return (
    <Transfer
      dataSource={MEMBERS}
      targetKeys={team}
      onChange={setTeam}
      titles={['Members', 'Fulfilment team']}
      showSelectAll={false}
      style={{ width: '100%', maxWidth: 480 }}
      styles={{ section: { overflow: 'hidden' } }}
    >
      {memberList}
    </Transfer>
  );
}
