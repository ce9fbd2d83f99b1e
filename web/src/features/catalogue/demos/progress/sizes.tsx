import { Flex, Progress } from 'antd';

export default function ProgressSizes() {
  return (
    <Flex vertical gap="middle" style={{ width: '100%' }}>
      <Progress percent={45} aria-label="Weekly goal" />
      <Progress percent={45} size="small" aria-label="Weekly goal, small" />
      <Progress percent={45} size={{ height: 12 }} aria-label="Weekly goal, 12 px" />
      <Flex gap="middle" wrap align="center">
        <Progress type="circle" percent={45} size="small" aria-label="Weekly goal, small circle" />
        <Progress type="circle" percent={45} size={100} aria-label="Weekly goal, 100 px circle" />
      </Flex>
    </Flex>
  );
}
