import { Flex, Rate, Typography } from 'antd';
import { useState } from 'react';

const LABELS = ['Terrible', 'Poor', 'Average', 'Good', 'Excellent'];

export default function RateTooltips() {
  const [stars, setStars] = useState(3);
  return (
    <Flex gap="small" align="center" wrap>
      <Rate aria-label="Rate the support chat" tooltips={LABELS} value={stars} onChange={setStars} />
      <Typography.Text>{stars ? LABELS[stars - 1] : 'Not rated'}</Typography.Text>
    </Flex>
  );
}
