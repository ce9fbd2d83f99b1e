import { Button, Flex } from 'antd';

export default function ButtonDangerDisabled() {
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap>
        <Button type="primary" danger>
          Delete product
        </Button>
        <Button danger>Cancel order</Button>
        <Button type="link" danger>
          Remove card
        </Button>
      </Flex>
      <Flex gap="small" wrap>
        <Button type="primary" disabled>
          Refund (already refunded)
        </Button>
        <Button disabled>Export CSV</Button>
      </Flex>
    </Flex>
  );
}
