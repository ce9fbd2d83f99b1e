import { App, Button, Flex } from 'antd';

export default function MessageDuration() {
  const { message } = App.useApp();
  return (
    <Flex gap="small" wrap>
      <Button onClick={() => message.success('Draft saved', 10)}>Stay 10 seconds</Button>
      <Button onClick={() => message.warning('The import skipped 4 rows without a price', 0)}>
        Stay until cleared
      </Button>
      <Button onClick={() => message.destroy()}>Clear all</Button>
    </Flex>
  );
}
