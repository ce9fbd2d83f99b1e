import { Empty, Flex } from 'antd';

export default function EmptySimple() {
  return (
    <Flex gap="large" wrap justify="center">
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} />
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description="No orders yet" />
      {/* description={false} leaves only the picture, for very small spaces. */}
      <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={false} />
    </Flex>
  );
}
