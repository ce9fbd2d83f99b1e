import { RocketOutlined } from '@ant-design/icons';
import { Button, Result, theme } from 'antd';

export default function ResultCustomIcon() {
  const { token } = theme.useToken();
  return (
    <Result
      icon={<RocketOutlined style={{ color: token.colorPrimary }} />}
      title="Your shop is live"
      subTitle="Customers can now order from atrium.example.com."
      extra={<Button type="primary">Share the link</Button>}
    />
  );
}
