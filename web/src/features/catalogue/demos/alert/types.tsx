import { Alert, Flex } from 'antd';

export default function AlertTypes() {
  return (
    <Flex vertical gap="small">
      <Alert type="success" showIcon title="Order #1042 shipped to Mina Park." />
      <Alert type="info" showIcon title="Prices sync with the storefront every 15 minutes." />
      <Alert type="warning" showIcon title="Only 3 Aurora desk lamps left in stock." />
      <Alert type="error" showIcon title="The payment for order #1043 was declined." />
    </Flex>
  );
}
