import { App, Button, Popconfirm } from 'antd';
import { useEffect, useRef } from 'react';

export default function PopconfirmAsync() {
  const { message } = App.useApp();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  // While the returned promise is pending, OK shows a spinner and the popup stays open.
  const cancelOrder = () =>
    new Promise<void>((resolve) => {
      timer.current = setTimeout(() => {
        resolve();
        message.success('Order #1042 cancelled and refunded');
      }, 2000);
    });

  return (
    <Popconfirm
      title="Cancel order #1042?"
      description="Mina Park gets a full refund of $248.00."
      onConfirm={cancelOrder}
    >
      <Button>Cancel order</Button>
    </Popconfirm>
  );
}
