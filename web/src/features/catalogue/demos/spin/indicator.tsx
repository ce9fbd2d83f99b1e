import { LoadingOutlined, SyncOutlined } from '@ant-design/icons';
import { Flex, Spin } from 'antd';

export default function SpinIndicator() {
  return (
    <Flex gap="large" align="center" wrap>
      <Spin indicator={<LoadingOutlined spin />} size="small" />
      <Spin indicator={<LoadingOutlined spin />} />
      <Spin indicator={<LoadingOutlined spin />} size="large" />
      <Spin indicator={<SyncOutlined spin />} size="large" />
      <Spin percent={64} size="large" />
    </Flex>
  );
}
