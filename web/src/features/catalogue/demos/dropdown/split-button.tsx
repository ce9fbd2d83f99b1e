import { DownOutlined } from '@ant-design/icons';
import { Button, Dropdown, Flex, type MenuProps, Space } from 'antd';

const SAVE_OPTIONS: MenuProps['items'] = [
  { key: 'draft', label: 'Save as draft' },
  { key: 'schedule', label: 'Schedule for March 9, 2026' },
  { key: 'duplicate', label: 'Save and duplicate' },
];

const SHIP_OPTIONS: MenuProps['items'] = [
  { key: 'partial', label: 'Ship part of the order' },
  { key: 'hold', label: 'Put on hold' },
];

export default function DropdownSplitButton() {
  return (
    <Flex gap="small" wrap>
      <Space.Compact>
        <Button type="primary">Publish product</Button>
        <Dropdown menu={{ items: SAVE_OPTIONS }} placement="bottomRight" trigger={['click']}>
          <Button type="primary" icon={<DownOutlined />} aria-label="More ways to save" />
        </Dropdown>
      </Space.Compact>
      <Space.Compact>
        <Button>Ship order #1042</Button>
        <Dropdown menu={{ items: SHIP_OPTIONS }} placement="bottomRight" trigger={['click']}>
          <Button icon={<DownOutlined />} aria-label="More shipping actions" />
        </Dropdown>
      </Space.Compact>
    </Flex>
  );
}
