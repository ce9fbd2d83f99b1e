import { Card, Dropdown, type MenuProps, Typography } from 'antd';

const items: MenuProps['items'] = [
  { key: 'open', label: 'Open order' },
  { key: 'copy', label: 'Copy order number' },
  { key: 'print', label: 'Print packing slip' },
  { type: 'divider' },
  { key: 'cancel', label: 'Cancel order', danger: true },
];

export default function DropdownContextMenu() {
  return (
    <Dropdown menu={{ items }} trigger={['contextMenu']}>
      {/* Focusable, so the keyboard's menu key (or Shift+F10) opens the menu too. */}
      <Card size="small" tabIndex={0} style={{ width: '100%', maxWidth: 320, textAlign: 'center' }}>
        <Typography.Text strong>Order #1042 · Mina Park · $248.00</Typography.Text>
        <br />
        <Typography.Text type="secondary">Right-click for actions</Typography.Text>
      </Card>
    </Dropdown>
  );
}
