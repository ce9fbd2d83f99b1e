import { DotChartOutlined } from '@ant-design/icons';
import { Flex, Skeleton } from 'antd';

export default function SkeletonElements() {
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" wrap align="center">
        <Skeleton.Avatar active />
        <Skeleton.Avatar active shape="square" size="large" />
        <Skeleton.Button active />
        <Skeleton.Button active shape="round" size="small" />
        <Skeleton.Input active size="small" />
      </Flex>
      <Flex gap="middle" wrap align="center">
        <Skeleton.Image active />
        <Skeleton.Node active style={{ width: 160 }}>
          <DotChartOutlined style={{ fontSize: 40 }} />
        </Skeleton.Node>
      </Flex>
      <Skeleton.Button active block />
    </Flex>
  );
}
