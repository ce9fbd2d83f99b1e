import { Avatar, Flex, Transfer, Typography } from 'antd';
import { type Key, useState } from 'react';

const MEMBERS = [
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

export default function TransferCustomRender() {
  const [team, setTeam] = useState<Key[]>(['mina']);
  return (
    <Transfer
      dataSource={MEMBERS}
      targetKeys={team}
      onChange={setTeam}
      showSearch
      titles={['Members', 'Spring launch']}
      // `value` is the text that search matches; `label` is what the list shows.
      render={(member) => ({
        value: member.title,
        label: (
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
        ),
      })}
      style={{ width: '100%', maxWidth: 520 }}
      styles={{ section: { flex: '1 1 50%', width: 'auto', minWidth: 0, height: 300 } }}
    />
  );
}
