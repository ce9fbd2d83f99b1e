import { Skeleton } from 'antd';

export default function SkeletonActive() {
  return (
    <Skeleton active round title={{ width: '40%' }} paragraph={{ rows: 3, width: ['100%', '90%', '60%'] }} />
  );
}
