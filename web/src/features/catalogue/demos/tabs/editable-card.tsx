import { Tabs, type TabsProps } from 'antd';
import { useRef, useState } from 'react';

type Item = NonNullable<TabsProps['items']>[number];

const initialItems: Item[] = [
  { key: '1042', label: 'Order #1042', children: 'Mina Park · 3 items · $248.00', closable: false },
  { key: '1043', label: 'Order #1043', children: 'Jonas Weber · 1 item · $89.50' },
];

export default function TabsEditableCard() {
  const [items, setItems] = useState(initialItems);
  const [activeKey, setActiveKey] = useState('1042');
  const nextOrder = useRef(1044);

  const add = () => {
    const key = String(nextOrder.current++);
    setItems([...items, { key, label: `Order #${key}`, children: 'New draft order' }]);
    setActiveKey(key);
  };

  const remove = (key: string) => {
    const index = items.findIndex((item) => item.key === key);
    const rest = items.filter((item) => item.key !== key);
    const neighbour = rest[Math.max(index - 1, 0)];
    if (key === activeKey && neighbour) setActiveKey(neighbour.key);
    setItems(rest);
  };

  return (
    <Tabs
      type="editable-card"
      activeKey={activeKey}
      onChange={setActiveKey}
      onEdit={(target, action) => (action === 'add' ? add() : remove(target as string))}
      items={items}
    />
  );
}
