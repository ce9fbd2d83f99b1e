import { PlusOutlined } from '@ant-design/icons';
import { Button, Empty, Flex, Typography } from 'antd';

export default function EmptyAction() {
  return (
    <Empty
      image={Empty.PRESENTED_IMAGE_SIMPLE}
      styles={{ image: { height: 60 } }}
      description={
        <Flex vertical gap={4}>
          <Typography.Text strong>No products yet</Typography.Text>
          <Typography.Text type="secondary">Products you add appear here and in the store.</Typography.Text>
        </Flex>
      }
    >
      <Flex gap="small" justify="center" wrap>
        <Button type="primary" icon={<PlusOutlined />}>
          Add your first product
        </Button>
        <Button>Import a CSV</Button>
      </Flex>
    </Empty>
  );
}
