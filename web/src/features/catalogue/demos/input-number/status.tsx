import { Flex, InputNumber } from 'antd';

export default function InputNumberStatus() {
  return (
    <Flex vertical gap="middle" align="start">
      <InputNumber aria-label="Quantity" status="error" defaultValue={120} />
      <InputNumber aria-label="Stock left" status="warning" defaultValue={3} />
      <InputNumber aria-label="Shipping cost" variant="filled" prefix="$" defaultValue={12.5} precision={2} />
      <InputNumber aria-label="Tax rate" disabled defaultValue={20} suffix="%" />
      <InputNumber aria-label="Points earned" readOnly defaultValue={248} />
    </Flex>
  );
}
