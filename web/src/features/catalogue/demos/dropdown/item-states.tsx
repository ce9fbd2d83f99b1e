import { CopyOutlined, DeleteOutlined, EditOutlined, InboxOutlined, SwapOutlined } from '@ant-design/icons';
import { Button, Dropdown, type MenuProps } from 'antd';

const items: MenuProps['items'] = [
  { key: 'edit', label: 'Edit product', icon: <EditOutlined />, extra: '⌘E' },
  { key: 'duplicate', label: 'Duplicate', icon: <CopyOutlined />, extra: '⌘D' },
  {
    key: 'move',
    label: 'Move stock to',
    icon: <SwapOutlined />,
    children: [
      { key: 'hamburg', label: 'Hamburg' },
      { key: 'rotterdam', label: 'Rotterdam' },
    ],
  },
  { type: 'divider' },
  { key: 'archive', label: 'Archive (has open orders)', icon: <InboxOutlined />, disabled: true },
  { key: 'delete', label: 'Delete product', icon: <DeleteOutlined />, danger: true },
];

export default function DropdownItemStates() {
  return (
    <Dropdown menu={{ items }} trigger={['click']}>
      <Button>Oak side table · actions</Button>
    </Dropdown>
  );
}
