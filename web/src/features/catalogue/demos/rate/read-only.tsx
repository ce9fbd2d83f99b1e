import { Flex, Rate, Typography } from 'antd';

const PRODUCTS = [
  { name: 'Aurora desk lamp', rating: 4.5, reviews: 128 },
  { name: 'Linen throw', rating: 4, reviews: 56 },
  { name: 'Oak side table', rating: 3.5, reviews: 9 },
];

export default function RateReadOnly() {
  return (
    <Flex vertical gap="small">
      {PRODUCTS.map(({ name, rating, reviews }) => (
        <Flex key={name} gap="small" align="center" wrap>
          <Typography.Text strong style={{ minWidth: 130 }}>
            {name}
          </Typography.Text>
          <Rate disabled allowHalf size="small" value={rating} aria-label={`${name}: ${rating} of 5`} />
          <Typography.Text type="secondary">
            {rating.toFixed(1)} ({reviews} reviews)
          </Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
