import { App, Button, Flex } from 'antd';

export default function NotificationDuration() {
  const { notification } = App.useApp();

  const showShort = () =>
    notification.open({
      title: 'Prices updated',
      description: '12 products now use the spring prices.',
      duration: 2,
    });

  const showPersistent = () => {
    const key = 'import-1042';
    notification.warning({
      key,
      title: 'Import needs a look',
      description: '4 rows of products.csv have no price and were skipped.',
      duration: false,
      actions: (
        <Button type="primary" size="small" onClick={() => notification.destroy(key)}>
          Got it
        </Button>
      ),
    });
  };

  return (
    <Flex gap="small" wrap>
      <Button onClick={showShort}>Close after 2 seconds</Button>
      <Button onClick={showPersistent}>Stay until closed</Button>
    </Flex>
  );
}
