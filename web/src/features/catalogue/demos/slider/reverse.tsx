import { Flex, Slider, Switch, Typography } from 'antd';
import { useState } from 'react';

export default function SliderReverse() {
  const [reverse, setReverse] = useState(true);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Slider reverse={reverse} ariaLabelForHandle="Days until restock" max={30} defaultValue={7} />
      <Slider
        reverse={reverse}
        range
        ariaLabelForHandle={['Earliest delivery day', 'Latest delivery day']}
        max={14}
        defaultValue={[2, 5]}
      />
      <Flex gap="small" align="center">
        <Switch size="small" checked={reverse} onChange={setReverse} aria-label="Reversed" />
        <Typography.Text type="secondary">Reversed</Typography.Text>
      </Flex>
    </Flex>
  );
}
