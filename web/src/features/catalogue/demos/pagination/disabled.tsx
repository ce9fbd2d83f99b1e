import { Flex, Pagination, Switch } from 'antd';
import { useState } from 'react';

export default function PaginationDisabled() {
  const [loading, setLoading] = useState(true);
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center">
        <Switch checked={loading} onChange={setLoading} aria-label="Orders are loading" />
        <span>Orders are loading</span>
      </Flex>
      <Pagination disabled={loading} total={248} showSizeChanger style={{ flexWrap: 'wrap', rowGap: 8 }} />
    </Flex>
  );
}
