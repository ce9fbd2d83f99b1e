import { Pagination } from 'antd';

export default function PaginationChangerJumper() {
  return (
    <Pagination
      total={248}
      defaultCurrent={3}
      defaultPageSize={20}
      pageSizeOptions={[10, 20, 50, 100]}
      showSizeChanger
      showQuickJumper
      // Wraps onto a second line on a narrow screen instead of overflowing.
      style={{ flexWrap: 'wrap', rowGap: 8 }}
    />
  );
}
