import { Flex, Rate, Typography } from 'antd';
import { useState } from 'react';

export default function RateBasic() {
  const [stars, setStars] = useState(4);
  return (
    <Flex gap="small" align="center" wrap>
      <Rate aria-label="Rate the Oak side table" value={stars} onChange={setStars} />
      <Typography.Text type="secondary">{stars ? `${stars} of 5` : 'Not rated'}</Typography.Text>
    </Flex>
  );
}
