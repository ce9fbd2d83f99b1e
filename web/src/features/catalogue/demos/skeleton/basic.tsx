import { Skeleton } from 'antd';

export default function SkeletonBasic() {
  return <Skeleton />;
}
