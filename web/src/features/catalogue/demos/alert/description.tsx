import { Alert, Flex } from 'antd';

export default function AlertDescription() {
  return (
    <Flex vertical gap="small">
      <Alert
        type="info"
        showIcon
        title="Holiday shipping cut-off"
        description="Orders placed after 18 December 2026 ship from the Rotterdam warehouse on 4 January."
      />
      <Alert
        type="error"
        variant="filled"
        showIcon
        title="Payouts are paused"
        description="Confirm the shop's bank details in Settings › Billing to receive $4,812.00 in pending payouts."
      />
    </Flex>
  );
}
