import { Typography } from 'antd';

export default function TypographyTitles() {
  return (
    <Typography>
      <Typography.Title>Orders</Typography.Title>
      <Typography.Title level={2}>Order #1042</Typography.Title>
      <Typography.Title level={3}>Shipping to Mina Park</Typography.Title>
      <Typography.Title level={4}>Items (3)</Typography.Title>
      <Typography.Title level={5}>Notes for the warehouse</Typography.Title>
    </Typography>
  );
}
