import { Button, Card, Flex } from 'antd';

export default function CardInner() {
  return (
    <Card title="Order #1042" style={{ width: '100%' }}>
      <Flex vertical gap="medium">
        <Card type="inner" title="Shipping" extra={<Button type="link">Edit</Button>}>
          Mina Park, 14 Harbour Street, 3011 Rotterdam
        </Card>
        <Card type="inner" title="Payment" extra={<Button type="link">Refund</Button>}>
          Visa ending 4242 · $248.00 paid on 12 March 2026
        </Card>
      </Flex>
    </Card>
  );
}
