import { Pagination } from 'antd';

export default function PaginationTotal() {
  return (
    <Pagination
      total={248}
      showTotal={(total, [from, to]) => `${from}-${to} of ${total} orders`}
      // Wraps onto a second line on a narrow screen instead of overflowing.
      style={{ flexWrap: 'wrap', rowGap: 8 }}
    />
  );
}
