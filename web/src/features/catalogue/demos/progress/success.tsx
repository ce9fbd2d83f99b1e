import { Flex, Progress, Typography } from 'antd';

export default function ProgressSuccess() {
  return (
    <Flex vertical gap="small" style={{ width: '100%' }}>
      <Typography.Text type="secondary">March orders: 30% delivered, 60% shipped</Typography.Text>
      <Progress percent={60} success={{ percent: 30 }} aria-label="March orders shipped" />
      <Flex gap="middle" wrap>
        <Progress type="circle" percent={60} success={{ percent: 30 }} size={80} aria-label="Shipped" />
        <Progress type="dashboard" percent={60} success={{ percent: 30 }} size={80} aria-label="Delivered" />
      </Flex>
    </Flex>
  );
}
