import { App, Button } from 'antd';
import { useEffect, useRef } from 'react';

export default function MessageUpdate() {
  const { message } = App.useApp();
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const exportOrders = () => {
    // The same key replaces the loading message instead of stacking a second one.
    message.loading({ key: 'export', content: 'Exporting 248 orders…', duration: 0 });
    clearTimeout(timer.current);
    timer.current = setTimeout(() => {
      message.success({ key: 'export', content: 'orders-march-2026.csv is ready', duration: 3 });
    }, 2000);
  };

  return (
    <Button type="primary" onClick={exportOrders}>
      Export orders
    </Button>
  );
}
