import { Button, Dropdown, type DropdownProps, Flex, type MenuProps } from 'antd';

const items: MenuProps['items'] = [
  { key: 'slip', label: 'Packing slip' },
  { key: 'invoice', label: 'Invoice' },
  { key: 'label', label: 'Shipping label' },
];

const PLACEMENTS: DropdownProps['placement'][] = [
  'topLeft',
  'top',
  'topRight',
  'bottomLeft',
  'bottom',
  'bottomRight',
];

export default function DropdownPlacements() {
  return (
    <Flex gap="small" wrap style={{ maxWidth: 320 }}>
      {PLACEMENTS.map((placement) => (
        <Dropdown key={placement} menu={{ items }} placement={placement} trigger={['click']} arrow>
          <Button style={{ minWidth: 96 }}>{placement}</Button>
        </Dropdown>
      ))}
    </Flex>
  );
}
