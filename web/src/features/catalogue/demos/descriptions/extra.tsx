import { EditOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button, Descriptions, type DescriptionsProps, Flex } from 'antd';

const items: DescriptionsProps['items'] = [
  { key: 'number', label: 'Invoice', children: 'INV-2026-0318' },
  { key: 'date', label: 'Issued', children: '12 March 2026' },
  { key: 'due', label: 'Due', children: '11 April 2026' },
  { key: 'amount', label: 'Amount', children: '$248.00' },
];

export default function DescriptionsExtra() {
  return (
    <Descriptions
      title="Invoice for order #1042"
      column={{ xs: 1, sm: 2 }}
      items={items}
      extra={
        <Flex gap="small">
          <Button icon={<PrinterOutlined />} aria-label="Print invoice" />
          <Button type="primary" icon={<EditOutlined />}>
            Edit
          </Button>
        </Flex>
      }
    />
  );
}
