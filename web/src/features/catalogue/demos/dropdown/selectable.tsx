import { DownOutlined } from '@ant-design/icons';
import { App, Button, Dropdown } from 'antd';
import { useState } from 'react';

const WAREHOUSES = [
  { key: 'lyon', label: 'Lyon' },
  { key: 'hamburg', label: 'Hamburg' },
  { key: 'rotterdam', label: 'Rotterdam' },
  { key: 'milan', label: 'Milan (opens in May)', disabled: true },
];

const nameOf = (key: string) => WAREHOUSES.find((w) => w.key === key)?.label;

export default function DropdownSelectable() {
  const { message } = App.useApp();
  const [warehouse, setWarehouse] = useState('lyon');
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        items: WAREHOUSES,
        selectable: true,
        selectedKeys: [warehouse],
        onClick: ({ key }) => {
          setWarehouse(key);
          message.info(`Showing stock in ${nameOf(key)}`);
        },
      }}
    >
      <Button icon={<DownOutlined />} iconPlacement="end">
        Warehouse: {nameOf(warehouse)}
      </Button>
    </Dropdown>
  );
}
