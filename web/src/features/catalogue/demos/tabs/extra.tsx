import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, Typography } from 'antd';

export default function TabsExtra() {
  return (
    <Flex vertical gap="small">
      <Button size="small" icon={<PlusOutlined />} style={{ alignSelf: 'flex-end' }}>
        New task
      </Button>
      <Tabs
        // The tab bar is role="tablist": put only text there, and buttons outside it, or screen readers
        // read them as part of the tabs.
        tabBarExtraContent={<Typography.Text type="secondary">3 due today</Typography.Text>}
        items={[
          { key: 'mine', label: 'My tasks', children: 'Restock the Linen throw before Friday.' },
          { key: 'team', label: 'Team', children: 'Aiko Tanaka is preparing the spring catalogue.' },
        ]}
      />
    </Flex>
  );
}
