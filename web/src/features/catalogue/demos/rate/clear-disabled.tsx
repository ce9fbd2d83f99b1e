import { Flex, Rate, Typography } from 'antd';

export default function RateClearDisabled() {
  return (
    <Flex vertical gap="small">
      <Flex gap="small" align="center" wrap>
        <Rate aria-label="Rating that can be cleared" defaultValue={3} />
        <Typography.Text type="secondary">Click the 3rd star again to clear</Typography.Text>
      </Flex>
      <Flex gap="small" align="center" wrap>
        <Rate aria-label="Rating that cannot be cleared" allowClear={false} defaultValue={3} />
        <Typography.Text type="secondary">allowClear=false</Typography.Text>
      </Flex>
      <Flex gap="small" align="center" wrap>
        <Rate aria-label="Rating, locked" disabled defaultValue={2} />
        <Typography.Text type="secondary">Review locked after 30 days</Typography.Text>
      </Flex>
    </Flex>
  );
}
