import { Avatar, Flex, Listy, Typography } from 'antd';

type Member = { id: string; name: string; role: string; email: string };

const members: Member[] = [
  { id: 'mina', name: 'Mina Park', role: 'Customer support lead', email: 'mina@atrium.shop' },
  { id: 'jonas', name: 'Jonas Weber', role: 'Buyer, textiles', email: 'jonas@atrium.shop' },
  { id: 'aiko', name: 'Aiko Tanaka', role: 'Warehouse lead, Osaka', email: 'aiko@atrium.shop' },
  { id: 'lucas', name: 'Lucas Moreau', role: 'Returns, Lyon', email: 'lucas@atrium.shop' },
  { id: 'chen', name: 'Chen Jie', role: 'Finance', email: 'chen@atrium.shop' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function ListBasic() {
  return (
    <Listy<Member>
      items={members}
      rowKey="id"
      itemRender={(member) => (
        <Flex gap="middle" align="center">
          <Avatar style={{ flex: 'none' }}>{initials(member.name)}</Avatar>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong>{member.name}</Typography.Text>
            <Typography.Text type="secondary" ellipsis>
              {member.role} · {member.email}
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    />
  );
}
