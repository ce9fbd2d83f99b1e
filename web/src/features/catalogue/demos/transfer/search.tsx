import { Transfer } from 'antd';
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

export default function TransferSearch() {
  const [team, setTeam] = useState<Key[]>(['aiko']);
  return (
    <Transfer
      dataSource={MEMBERS}
      targetKeys={team}
      onChange={setTeam}
      showSearch
      filterOption={matches}
      render={(member) => `${member.title} · ${member.role}`}
      titles={['Members', 'Support rota']}
      style={{ width: '100%', maxWidth: 520 }}
      styles={{ section: { flex: '1 1 50%', width: 'auto', minWidth: 0, height: 260 } }}
    />
  );
}
