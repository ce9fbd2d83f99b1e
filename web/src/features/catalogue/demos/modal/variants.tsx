import { App, Button, Flex } from 'antd';

export default function ModalVariants() {
  const { modal } = App.useApp();
  return (
    <Flex gap="small" wrap>
      <Button
        onClick={() =>
          modal.info({
            title: 'Stock syncs every night',
            content: 'Counts from Rotterdam, Lyon and Osaka update at 02:00 UTC.',
          })
        }
      >
        Info
      </Button>
      <Button
        onClick={() =>
          modal.success({
            title: 'Order #1042 placed',
            content: 'Mina Park will get a confirmation email shortly.',
          })
        }
      >
        Success
      </Button>
      <Button
        onClick={() =>
          modal.error({ title: 'Payment declined', content: 'The card ending in 4242 was declined.' })
        }
      >
        Error
      </Button>
      <Button
        onClick={() =>
          modal.warning({
            title: 'Price below cost',
            content: 'Oak side table sells at $89.00 but costs $112.00.',
          })
        }
      >
        Warning
      </Button>
    </Flex>
  );
}
