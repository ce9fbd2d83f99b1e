import { Skeleton } from 'antd';

export default function SkeletonAvatar() {
  return <Skeleton avatar paragraph={{ rows: 4 }} />;
}
