import { Alert, Button, Flex } from 'antd';

export default function AlertActions() {
  return (
    <Flex vertical gap="small">
      <Alert
        type="warning"
        showIcon
        title="Only 3 Oak side tables left"
        action={
          <Button size="small" type="primary">
            Reorder
          </Button>
        }
      />
      <Alert
        type="info"
        title="Jonas Weber asked to join the Warehouse team"
        description="Requested access to stock and shipments on 3 March 2026."
        action={
          <Flex vertical gap="small">
            <Button size="small" type="primary">
              Accept
            </Button>
            <Button size="small" danger>
              Decline
            </Button>
          </Flex>
        }
      />
    </Flex>
  );
}
