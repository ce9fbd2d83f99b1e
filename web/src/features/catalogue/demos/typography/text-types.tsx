import { Flex, Typography } from 'antd';

const { Text } = Typography;

export default function TypographyTextTypes() {
  return (
    <Flex vertical gap="small">
      <Text>Aurora desk lamp · $248.00</Text>
      <Text type="secondary">Added by Jonas Weber on 12 March 2026</Text>
      <Text type="success">Payment received</Text>
      <Text type="warning">Only 2 left in the Lyon warehouse</Text>
      <Text type="danger">Card declined</Text>
      <Text disabled>Discontinued: Linen throw (sand)</Text>
      <Text mark>Ships within 24 hours</Text>
      <Text code>SKU-AUR-0042</Text>
      <Text>
        Press <Text keyboard>Ctrl</Text> + <Text keyboard>K</Text> to search orders
      </Text>
      <Text underline>Gift wrapping requested</Text>
      <Text delete>$289.00</Text>
      <Text strong>Total: $248.00</Text>
      <Text italic>“Please leave the parcel with the neighbour.”</Text>
    </Flex>
  );
}
