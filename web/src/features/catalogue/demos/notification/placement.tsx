import { App, Button, Flex, type NotificationArgsProps } from 'antd';

type Placement = NonNullable<NotificationArgsProps['placement']>;

const PLACEMENTS: Placement[] = ['topLeft', 'top', 'topRight', 'bottomLeft', 'bottom', 'bottomRight'];

export default function NotificationPlacement() {
  const { notification } = App.useApp();
  const show = (placement: Placement) =>
    notification.info({
      title: 'Chen Jie joined the Support team',
      description: `Shown at ${placement}.`,
      placement,
    });
  return (
    <Flex gap="small" wrap>
      {PLACEMENTS.map((placement) => (
        <Button key={placement} onClick={() => show(placement)}>
          {placement}
        </Button>
      ))}
    </Flex>
  );
}
