import { Tabs, type TabsProps } from 'antd';

const items: TabsProps['items'] = [
  { key: 'details', label: 'Details', children: 'Aurora desk lamp · brass and linen · SKU AUR-204' },
  { key: 'stock', label: 'Stock', children: '24 in Rotterdam, 9 in Lyon, 0 in Osaka' },
  { key: 'reviews', label: 'Reviews', children: '4.6 out of 5 from 38 reviews' },
  { key: 'history', label: 'Price history', children: 'No price changes in 2026', disabled: true },
];

export default function TabsBasic() {
  return <Tabs defaultActiveKey="details" items={items} />;
}
