import { Flex, Progress } from 'antd';

export default function ProgressCircle() {
  return (
    <Flex gap="middle" wrap align="center">
      <Progress type="circle" percent={75} size={80} aria-label="Orders shipped" />
      <Progress type="circle" percent={40} size={80} status="exception" aria-label="Payment retries" />
      <Progress type="circle" percent={100} size={80} aria-label="Stock count" />
      <Progress type="dashboard" percent={68} size={80} aria-label="Storage used" />
      <Progress type="dashboard" percent={68} size={80} gapDegree={120} aria-label="Storage used, wide gap" />
    </Flex>
  );
}
