import { App, Button, Flex } from 'antd';

export default function NotificationTypes() {
  const { notification } = App.useApp();
  return (
    <Flex gap="small" wrap>
      <Button
        onClick={() =>
          notification.success({
            title: 'Order #1042 shipped',
            description: 'PostNL picked it up in Rotterdam.',
          })
        }
      >
        Success
      </Button>
      <Button
        onClick={() =>
          notification.info({ title: 'New review', description: 'Aiko Tanaka gave the Linen throw 5 stars.' })
        }
      >
        Info
      </Button>
      <Button
        onClick={() =>
          notification.warning({
            title: 'Low stock',
            description: 'Only 3 Aurora desk lamps are left in Lyon.',
          })
        }
      >
        Warning
      </Button>
      <Button
        onClick={() =>
          notification.error({
            title: 'Payment failed',
            description: 'The card for order #1043 was declined.',
          })
        }
      >
        Error
      </Button>
    </Flex>
  );
}
