import { Flex, Slider, Switch, Typography } from 'antd';
import { useState } from 'react';

export default function SliderBasic() {
  const [discount, setDiscount] = useState(15);
  const [locked, setLocked] = useState(false);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Typography.Text>Spring sale discount: {discount}%</Typography.Text>
      <Slider
        ariaLabelForHandle="Spring sale discount"
        max={50}
        value={discount}
        onChange={setDiscount}
        disabled={locked}
      />
      <Flex gap="small" align="center">
        <Switch size="small" checked={locked} onChange={setLocked} aria-label="Lock the discount" />
        <Typography.Text type="secondary">Lock the discount</Typography.Text>
      </Flex>
    </Flex>
  );
}
