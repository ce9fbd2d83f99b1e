import { Avatar, Button, Flex, Skeleton, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

const MEMBERS = [
  { name: 'Jonas Weber', role: 'Warehouse, Rotterdam' },
  { name: 'Aiko Tanaka', role: 'Customer support' },
  { name: 'Lucas Moreau', role: 'Buyer, home textiles' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function SkeletonList() {
  const [loading, setLoading] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const reload = () => {
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), 1500);
  };

  return (
    <Flex vertical gap="middle">
      {MEMBERS.map((member) => (
        <Skeleton key={member.name} loading={loading} active avatar title={false} paragraph={{ rows: 2 }}>
          <Flex gap="middle" align="center">
            <Avatar>{initials(member.name)}</Avatar>
            <div>
              <Typography.Text strong>{member.name}</Typography.Text>
              <br />
              <Typography.Text type="secondary">{member.role}</Typography.Text>
            </div>
          </Flex>
        </Skeleton>
      ))}
      <Button onClick={loading ? () => setLoading(false) : reload} style={{ alignSelf: 'start' }}>
        {loading ? 'Show members' : 'Reload'}
      </Button>
    </Flex>
  );
}
