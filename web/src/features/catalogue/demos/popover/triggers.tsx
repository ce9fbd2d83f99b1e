import { Button, Flex, Input, Popover } from 'antd';

const stock = 'Rotterdam 24 · Lyon 9 · Osaka 0';

export default function PopoverTriggers() {
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Popover title="Stock" content={stock} trigger="hover">
          <Button>Hover me</Button>
        </Popover>
        <Popover title="Stock" content={stock} trigger="click">
          <Button>Click me</Button>
        </Popover>
      </Flex>
      <Popover title="Discount codes" content="Letters and digits, 4 to 12 characters" trigger="focus">
        <Input placeholder="SPRING26" aria-label="Discount code" style={{ width: '100%', maxWidth: 240 }} />
      </Popover>
    </Flex>
  );
}
