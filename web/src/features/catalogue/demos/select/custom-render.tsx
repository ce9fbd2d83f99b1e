import { Avatar, Flex, Select, Typography } from 'antd';

const MEMBERS = [
  { value: 'mina', label: 'Mina Park', role: 'Store manager' },
  { value: 'jonas', label: 'Jonas Weber', role: 'Warehouse lead' },
  { value: 'aiko', label: 'Aiko Tanaka', role: 'Customer support' },
  { value: 'lucas', label: 'Lucas Moreau', role: 'Buyer' },
];

const initials = (name: string) =>
  name
    .split(' ')
    .map((part) => part[0])
    .join('');

export default function SelectCustomRender() {
  return (
    <Select
      aria-label="Assignee"
      placeholder="Assign to"
      defaultValue="jonas"
      options={MEMBERS}
      style={{ width: '100%', maxWidth: 320 }}
      labelRender={({ label }) => (
        <Flex gap="small" align="center">
          <Avatar size={20} style={{ fontSize: 10 }} aria-hidden>
            {initials(String(label))}
          </Avatar>
          {label}
        </Flex>
      )}
      optionRender={({ data }) => (
        <Flex gap="small" align="center">
          <Avatar size="small" aria-hidden>
            {initials(data.label)}
          </Avatar>
          <Flex vertical>
            <span>{data.label}</span>
            <Typography.Text type="secondary" style={{ fontSize: 12 }}>
              {data.role}
            </Typography.Text>
          </Flex>
        </Flex>
      )}
    />
  );
}
