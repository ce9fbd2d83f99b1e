import { PlusOutlined } from '@ant-design/icons';
import { Button, Tabs } from 'antd';

export default function TabsExtra() {
  return (
    <Tabs
      tabBarExtraContent={
        <Button size="small" icon={<PlusOutlined />}>
          New task
        </Button>
      }
      items={[
        { key: 'mine', label: 'My tasks', children: 'Restock the Linen throw before Friday.' },
        { key: 'team', label: 'Team', children: 'Aiko Tanaka is preparing the spring catalogue.' },
      ]}
    />
  );
}
