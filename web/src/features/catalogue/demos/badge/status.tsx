import { Badge, Flex } from 'antd';

export default function BadgeStatus() {
  return (
    <Flex vertical gap="small">
      <Badge status="success" text="Delivered" />
      <Badge status="processing" text="Packing at Rotterdam warehouse" />
      <Badge status="warning" text="Low stock: 3 Oak side tables left" />
      <Badge status="error" text="Payment failed" />
      <Badge status="default" text="Draft" />
    </Flex>
  );
}
