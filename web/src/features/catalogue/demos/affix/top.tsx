import { Affix, type AffixRef, Avatar, Flex, Input, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';

const MEMBERS = [
  { name: 'Mina Park', role: 'Store manager' },
  { name: 'Jonas Weber', role: 'Warehouse lead' },
  { name: 'Aiko Tanaka', role: 'Customer support' },
  { name: 'Lucas Moreau', role: 'Buyer' },
  { name: 'Chen Jie', role: 'Accountant' },
  { name: 'Sofia Rossi', role: 'Marketing' },
];

export default function AffixTop() {
  const { token } = theme.useToken();
  const containerRef = useRef<HTMLDivElement>(null);
  const affixRef = useRef<AffixRef>(null);

  // Affix listens to its target only: when the page scrolls, it has to be told to measure again.
  useEffect(() => {
    const update = () => affixRef.current?.updatePosition();
    window.addEventListener('scroll', update, true);
    return () => window.removeEventListener('scroll', update, true);
  }, []);

  return (
    <div
      ref={containerRef}
      style={{
        width: '100%',
        height: 200,
        overflowY: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Title level={5} style={{ margin: 12, marginBlockEnd: 4 }}>
        Team · 6 members
      </Typography.Title>
      <Affix ref={affixRef} target={() => containerRef.current} offsetTop={0}>
        <div style={{ paddingBlock: 8, paddingInline: 12, background: token.colorBgContainer }}>
          <Input.Search placeholder="Search members" aria-label="Search members" />
        </div>
      </Affix>
      {MEMBERS.map((member) => (
        <Flex key={member.name} gap="small" align="center" style={{ padding: 12 }}>
          <Avatar>{member.name[0]}</Avatar>
          <div>
            <div>{member.name}</div>
            <Typography.Text type="secondary">{member.role}</Typography.Text>
          </div>
        </Flex>
      ))}
    </div>
  );
}
