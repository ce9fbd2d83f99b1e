import { Flex, InputNumber } from 'antd';

export default function InputNumberPrecisionStep() {
  return (
    <Flex vertical gap="middle" align="start">
      {/* Arrow keys and the buttons move by step; the value is rounded to precision. */}
      <InputNumber
        aria-label="Parcel weight"
        defaultValue={2.4}
        min={0}
        step={0.1}
        precision={1}
        suffix="kg"
      />
      <InputNumber aria-label="Unit price" defaultValue={248} min={0} step={0.5} precision={2} prefix="$" />
      <InputNumber aria-label="Restock in multiples of 12" defaultValue={24} min={0} step={12} />
    </Flex>
  );
}
