import { Flex, Input } from 'antd';

export default function InputStatus() {
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 300 }}>
      <Input aria-label="SKU" status="error" defaultValue="lamp-42" allowClear />
      <Input aria-label="Coupon" status="warning" defaultValue="SPRING26" allowClear />
      <Input aria-label="Tracking number" variant="filled" placeholder="Filled" allowClear />
      <Input aria-label="Order number" variant="underlined" placeholder="Underlined" />
      <Input aria-label="Invoice number" defaultValue="INV-2026-0142" disabled />
    </Flex>
  );
}
