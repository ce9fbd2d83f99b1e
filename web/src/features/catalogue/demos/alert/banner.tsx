import { Alert, Flex } from 'antd';

export default function AlertBanner() {
  return (
    <Flex vertical gap="small">
      <Alert banner title="Checkout is read-only on Sunday 12 April 2026, 02:00–04:00 UTC." />
      <Alert banner type="error" closable title="Stock sync with the Lyon warehouse failed." />
      <Alert banner type="info" showIcon={false} title="New: export orders as CSV from the Orders page." />
    </Flex>
  );
}
