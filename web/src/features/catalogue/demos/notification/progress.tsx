import { App, Button, Flex } from 'antd';

export default function NotificationProgress() {
  const { notification } = App.useApp();

  const show = (pauseOnHover: boolean) =>
    notification.success({
      title: 'Payout sent',
      description: '$4,812.00 is on its way to the account ending in 0193.',
      showProgress: true,
      pauseOnHover,
    });

  return (
    <Flex gap="small" wrap>
      <Button onClick={() => show(true)}>Pause on hover</Button>
      <Button onClick={() => show(false)}>Keep counting on hover</Button>
    </Flex>
  );
}
