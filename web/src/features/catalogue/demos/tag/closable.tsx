import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Tag, Typography } from 'antd';
import { useState } from 'react';

const initialFilters = ['Status: Paid', 'Warehouse: Rotterdam', 'Customer: Mina Park', 'March 2026'];

export default function TagClosable() {
  const [filters, setFilters] = useState(initialFilters);
  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        {filters.map((filter) => (
          <Tag
            key={filter}
            closable={{ closeIcon: <CloseCircleOutlined />, 'aria-label': `Remove ${filter}` }}
            onClose={() => setFilters(filters.filter((f) => f !== filter))}
          >
            {filter}
          </Tag>
        ))}
        {filters.length === 0 && (
          <Typography.Text type="secondary">No filters: all orders shown</Typography.Text>
        )}
      </Flex>
      <Button size="small" style={{ alignSelf: 'flex-start' }} onClick={() => setFilters(initialFilters)}>
        Reset filters
      </Button>
    </Flex>
  );
}
