import { Flex, Slider, Typography } from 'antd';
import { useState } from 'react';

const price = (value?: number) => `$${value}`;

export default function SliderRange() {
  const [range, setRange] = useState([40, 250]);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Typography.Text>
        Price: {price(range[0])} – {price(range[1])}
      </Typography.Text>
      <Slider
        range={{ draggableTrack: true }}
        ariaLabelForHandle={['Lowest price', 'Highest price']}
        max={500}
        step={10}
        value={range}
        onChange={setRange}
        tooltip={{ formatter: price }}
      />
    </Flex>
  );
}
