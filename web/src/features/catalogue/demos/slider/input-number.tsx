import { Flex, InputNumber, Slider } from 'antd';
import { useState } from 'react';

export default function SliderInputNumber() {
  const [rate, setRate] = useState(12.5);
  return (
    <Flex gap="medium" align="center" style={{ width: '100%', maxWidth: 320 }}>
      <Slider
        ariaLabelForHandle="Commission rate"
        min={0}
        max={30}
        step={0.5}
        value={rate}
        onChange={setRate}
        style={{ flex: 1 }}
      />
      <InputNumber
        aria-label="Commission rate"
        min={0}
        max={30}
        step={0.5}
        value={rate}
        onChange={(value) => setRate(value ?? 0)}
        suffix="%"
        style={{ width: 90 }}
      />
    </Flex>
  );
}
