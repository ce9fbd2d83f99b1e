import { InboxOutlined, LikeOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Flex, Statistic } from 'antd';

export default function StatisticPrefixSuffix() {
  return (
    <Flex gap="large" wrap>
      <Statistic title="Average basket" value={128.4} precision={2} prefix="$" />
      <Statistic title="Conversion" value={3.9} precision={1} suffix="%" />
      <Statistic title="Packed today" value={93} prefix={<InboxOutlined />} suffix="/ 120" />
      <Statistic title="Carts" value={412} prefix={<ShoppingCartOutlined />} />
      <Statistic title="Reviews" value={4.6} precision={1} prefix={<LikeOutlined />} suffix="/ 5" />
    </Flex>
  );
}
