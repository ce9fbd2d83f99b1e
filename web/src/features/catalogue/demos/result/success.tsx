import { Button, Result } from 'antd';

export default function ResultSuccess() {
  return (
    <Result
      status="success"
      title="Order #1042 placed"
      subTitle="Mina Park will get a confirmation email. Expected delivery: 14 March 2026."
      extra={[
        <Button type="primary" key="order">
          View order
        </Button>,
        <Button key="new">New order</Button>,
      ]}
    />
  );
}
