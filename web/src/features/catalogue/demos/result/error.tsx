import { CloseCircleOutlined } from '@ant-design/icons';
import { Button, Result, Typography, theme } from 'antd';

const PROBLEMS = ['Oak side table is out of stock in Rotterdam.', 'The card ending in 4242 was declined.'];

export default function ResultError() {
  const { token } = theme.useToken();
  return (
    <Result
      status="error"
      title="Order #1043 was not placed"
      subTitle="Fix the problems below, then submit the order again."
      extra={[
        <Button type="primary" key="edit">
          Edit order
        </Button>,
        <Button key="support">Contact support</Button>,
      ]}
    >
      <Typography.Paragraph strong>The order has these problems:</Typography.Paragraph>
      {PROBLEMS.map((problem) => (
        <Typography.Paragraph key={problem}>
          <CloseCircleOutlined style={{ color: token.colorError, marginInlineEnd: 8 }} />
          {problem}
        </Typography.Paragraph>
      ))}
    </Result>
  );
}
