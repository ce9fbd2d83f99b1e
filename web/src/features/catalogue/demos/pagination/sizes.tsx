import { Flex, Pagination } from 'antd';

/** Wraps onto a second line on a narrow screen instead of overflowing. */
const WRAP = { flexWrap: 'wrap', rowGap: 8 } as const;

export default function PaginationSizes() {
  return (
    <Flex vertical gap="middle">
      <Pagination size="small" total={50} />
      <Pagination total={50} style={WRAP} />
      <Pagination size="large" total={50} style={WRAP} />
      <Pagination
        size="small"
        total={248}
        showTotal={(total) => `${total} products`}
        showSizeChanger
        showQuickJumper
        style={WRAP}
      />
    </Flex>
  );
}
