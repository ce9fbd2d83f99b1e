import { Flex, Pagination } from 'antd';

export default function PaginationSimple() {
  return (
    <Flex vertical gap="middle">
      <Pagination simple defaultCurrent={2} total={50} />
      <Pagination simple={{ readOnly: true }} defaultCurrent={2} total={50} />
    </Flex>
  );
}
