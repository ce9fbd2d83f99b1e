import { App, Button, Flex } from 'antd';

export default function MessageTypes() {
  const { message } = App.useApp();
  return (
    <Flex gap="small" wrap>
      <Button onClick={() => message.success('Order #1042 marked as shipped')}>Success</Button>
      <Button onClick={() => message.error('Could not refund order #1043')}>Error</Button>
      <Button onClick={() => message.info('Prices sync every 15 minutes')}>Info</Button>
      <Button onClick={() => message.warning('Only 3 Oak side tables left')}>Warning</Button>
      <Button onClick={() => message.loading('Syncing stock with Rotterdam…')}>Loading</Button>
    </Flex>
  );
}
