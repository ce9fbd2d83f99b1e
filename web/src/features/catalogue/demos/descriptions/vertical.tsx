import { Descriptions, type DescriptionsProps, Flex } from 'antd';

const items: DescriptionsProps['items'] = [
  { key: 'carrier', label: 'Carrier', children: 'Northline Freight' },
  { key: 'tracking', label: 'Tracking', children: 'NL-48213-77' },
  { key: 'eta', label: 'Expected', children: '14 March 2026' },
];

export default function DescriptionsVertical() {
  return (
    <Flex vertical gap="large">
      <Descriptions layout="vertical" title="Shipment" items={items} />
      <Descriptions layout="vertical" bordered title="Shipment" items={items} />
    </Flex>
  );
}
