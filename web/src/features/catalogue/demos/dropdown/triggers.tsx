import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type MenuProps } from 'antd';
import { useState } from 'react';

const EXPORTS: MenuProps['items'] = [
  { key: 'csv', label: 'Orders as CSV' },
  { key: 'xlsx', label: 'Orders as Excel' },
  { key: 'pdf', label: 'Invoices as PDF' },
];

const ACTIONS: MenuProps['items'] = [
  { key: 'pack', label: 'Mark as packed' },
  { key: 'ship', label: 'Mark as shipped' },
  { key: 'email', label: 'Email Mina Park' },
];

export default function DropdownTriggers() {
  const [exportOpen, setExportOpen] = useState(false);
  return (
    <Flex gap="small" wrap>
      <Dropdown menu={{ items: EXPORTS }} open={exportOpen} onOpenChange={setExportOpen}>
        {/* Hover alone would leave keyboard users out: Enter opens it too. */}
        <Button icon={<DownOutlined />} iconPlacement="end" onClick={() => setExportOpen(true)}>
          Export (hover)
        </Button>
      </Dropdown>
      <Dropdown menu={{ items: ACTIONS }} trigger={['click']}>
        <Button icon={<DownOutlined />} iconPlacement="end">
          Order #1042 (click)
        </Button>
      </Dropdown>
    </Flex>
  );
}
