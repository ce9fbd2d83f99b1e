import { Flex, Pagination, Typography } from 'antd';
import { useState } from 'react';

const TOTAL = 248;
const FIRST_ORDER = 1001;

export default function PaginationControlled() {
  const [page, setPage] = useState(1);
  const [pageSize, setPageSize] = useState(10);
  const first = FIRST_ORDER + (page - 1) * pageSize;
  const last = Math.min(first + pageSize - 1, FIRST_ORDER + TOTAL - 1);
  return (
    <Flex vertical gap="middle">
      <Typography.Text>
        Showing orders #{first} to #{last}
      </Typography.Text>
      <Pagination
        current={page}
        pageSize={pageSize}
        total={TOTAL}
        showSizeChanger
        style={{ flexWrap: 'wrap', rowGap: 8 }}
        onChange={(nextPage, nextPageSize) => {
          // A new page size starts again from the first page.
          setPage(nextPageSize === pageSize ? nextPage : 1);
          setPageSize(nextPageSize);
        }}
      />
    </Flex>
  );
}
