import { Transfer } from 'antd';
import { type Key, useState } from 'react';

const MEMBERS = [
  { key: 'mina', title: 'Mina Park' },
  { key: 'jonas', title: 'Jonas Weber' },
  { key: 'aiko', title: 'Aiko Tanaka' },
  { key: 'lucas', title: 'Lucas Moreau' },
  { key: 'chen', title: 'Chen Jie' },
  { key: 'sofia', title: 'Sofia Rossi', disabled: true },
];

export default function TransferBasic() {
  const [team, setTeam] = useState<Key[]>(['jonas', 'chen']);
  return (
    <Transfer
      dataSource={MEMBERS}
      targetKeys={team}
      onChange={setTeam}
      render={(member) => member.title}
      titles={['Members', 'Fulfilment team']}
      style={{ width: '100%', maxWidth: 480 }}
      styles={{ section: { flex: '1 1 50%', width: 'auto', minWidth: 0 } }}
    />
  );
}
