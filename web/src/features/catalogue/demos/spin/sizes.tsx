import { Flex, Spin } from 'antd';

export default function SpinSizes() {
  return (
    <Flex gap="large" align="center" wrap>
      <Spin size="small" />
      <Spin />
      <Spin size="large" />
    </Flex>
  );
}
