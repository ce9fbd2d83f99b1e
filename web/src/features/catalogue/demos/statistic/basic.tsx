import { Flex, Statistic } from 'antd';

export default function StatisticBasic() {
  return (
    <Flex gap="large" wrap>
      <Statistic title="Revenue (USD)" value={18240.5} precision={2} />
      <Statistic title="Orders" value={142} />
      <Statistic title="Active customers" value={1128} />
    </Flex>
  );
}
