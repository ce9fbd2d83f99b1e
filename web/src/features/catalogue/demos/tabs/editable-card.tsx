import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Tabs, type TabsProps } from 'antd';
import { useRef, useState } from 'react';

type Item = NonNullable<TabsProps['items']>[number];

const initialItems: Item[] = [
  { key: '1042', label: 'Order #1042', children: 'Mina Park · 3 items · $248.00' },
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

  const remove = () => {
    const index = items.findIndex((item) => item.key === activeKey);
    const rest = items.filter((item) => item.key !== activeKey);
    const neighbour = rest[Math.max(index - 1, 0)];
    if (neighbour) setActiveKey(neighbour.key);
    setItems(rest);
  };

  // type="editable-card" would draw its + and × buttons inside role="tablist", where screen readers
  // expect nothing but tabs; buttons next to plain card tabs do the same job and stay reachable.
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Button size="small" icon={<PlusOutlined />} onClick={add}>
          New order
        </Button>
        <Button size="small" icon={<CloseOutlined />} onClick={remove} disabled={items.length === 1}>
          Close order #{activeKey}
        </Button>
      </Flex>
      <Tabs type="card" activeKey={activeKey} onChange={setActiveKey} items={items} />
    </Flex>
  );
}
