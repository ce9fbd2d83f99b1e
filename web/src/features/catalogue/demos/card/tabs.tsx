import { Button, Card, Typography } from 'antd';
import { type ReactNode, useState } from 'react';

const TABS = [
  { key: 'details', label: 'Details' },
  { key: 'orders', label: 'Orders' },
  { key: 'notes', label: 'Notes' },
];

const CONTENT: Record<string, ReactNode> = {
  details: 'mina.park@example.com · Rotterdam, Netherlands',
  orders: '#1042 · $248.00 · Shipped on 12 March 2026',
  notes: 'Prefers delivery after 17:00. Gift-wrap the Linen throw.',
};

export default function CardTabs() {
  const [tab, setTab] = useState('details');
  return (
    <Card
      title="Mina Park"
      // The action goes in extra, by the title: tabBarExtraContent would put it inside role="tablist",
      // where screen readers expect only tabs.
      extra={<Button size="small">Message</Button>}
      style={{ width: '100%' }}
      tabList={TABS}
      activeTabKey={tab}
      onTabChange={setTab}
    >
      <Typography.Text>{CONTENT[tab]}</Typography.Text>
    </Card>
  );
}
