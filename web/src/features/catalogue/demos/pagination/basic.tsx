import { Pagination } from 'antd';

export default function PaginationBasic() {
  return <Pagination defaultCurrent={1} total={50} />;
}
