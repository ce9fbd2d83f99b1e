import { Button, Flex, Popconfirm, type PopconfirmProps } from 'antd';

const PLACEMENTS: PopconfirmProps['placement'][] = [
  'top',
  'bottom',
  'left',
  'right',
  'topLeft',
  'bottomRight',
];

export default function PopconfirmPlacement() {
  return (
    <Flex gap="small" wrap>
      {PLACEMENTS.map((placement) => (
        <Popconfirm key={placement} placement={placement} title="Archive 12 delivered orders?">
          <Button>{placement}</Button>
        </Popconfirm>
      ))}
    </Flex>
  );
}
