import { Flex, Progress, type ProgressProps, Typography } from 'antd';

const JOBS: { name: string; percent: number; status?: ProgressProps['status'] }[] = [
  { name: 'Packing orders', percent: 30 },
  { name: 'Syncing stock', percent: 58, status: 'active' },
  { name: 'Importing products.csv', percent: 72, status: 'exception' },
  { name: 'Sending invoices', percent: 100 },
];

export default function ProgressLine() {
  return (
    <Flex vertical gap="small" style={{ width: '100%' }}>
      {JOBS.map((job) => (
        <div key={job.name}>
          <Typography.Text type="secondary">{job.name}</Typography.Text>
          <Progress percent={job.percent} status={job.status} aria-label={job.name} />
        </div>
      ))}
    </Flex>
  );
}
