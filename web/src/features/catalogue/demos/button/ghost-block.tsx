import { Button, Flex } from 'antd';

export default function ButtonGhostBlock() {
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap style={{ padding: 16, borderRadius: 8, background: '#1a3353' }}>
        <Button type="primary">Upgrade plan</Button>
        <Button ghost>Learn more</Button>
      </Flex>
      <Button type="primary" block>
        Checkout · $248.00
      </Button>
    </Flex>
  );
}
