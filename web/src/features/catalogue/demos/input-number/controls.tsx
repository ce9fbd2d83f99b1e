import { Flex, InputNumber } from 'antd';

export default function InputNumberControls() {
  return (
    <Flex vertical gap="middle" align="start">
      <InputNumber aria-label="Postcode" controls={false} defaultValue={69002} style={{ width: 120 }} />
      <InputNumber aria-label="Guests" mode="spinner" min={1} max={12} defaultValue={2} />
      <InputNumber aria-label="Stock" changeOnWheel defaultValue={40} min={0} />
    </Flex>
  );
}
