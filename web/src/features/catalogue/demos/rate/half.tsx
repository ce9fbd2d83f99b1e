import { Flex, Rate, Typography } from 'antd';
import { useState } from 'react';

export default function RateHalf() {
  const [stars, setStars] = useState(3.5);
  return (
    <Flex gap="small" align="center" wrap>
      <Rate allowHalf aria-label="Rate the Linen throw" value={stars} onChange={setStars} />
      <Typography.Text type="secondary">{stars.toFixed(1)}</Typography.Text>
    </Flex>
  );
}
