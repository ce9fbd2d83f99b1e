import { Collapse, type CollapseProps, Flex, Typography } from 'antd';

const items: CollapseProps['items'] = [
  { key: 'notes', label: 'Internal notes', children: 'Customer asked for delivery after 17:00.' },
  {
    key: 'history',
    label: 'History',
    children: 'Created by Jonas Weber on 10 March 2026, paid on 12 March.',
  },
];

export default function CollapseBorderlessGhost() {
  return (
    <Flex vertical gap="medium">
      <Typography.Text type="secondary">Borderless</Typography.Text>
      <Collapse bordered={false} items={items} defaultActiveKey={['notes']} />
      <Typography.Text type="secondary">Ghost</Typography.Text>
      <Collapse ghost items={items} defaultActiveKey={['notes']} />
    </Flex>
  );
}
