import { Steps } from 'antd';

export default function StepsError() {
  return (
    <Steps
      current={1}
      status="error"
      titlePlacement="vertical"
      items={[
        { title: 'Placed', content: 'March 3, 2026' },
        { title: 'Payment failed', content: 'Card declined · Mina Park notified' },
        { title: 'Packed' },
        { title: 'Shipped' },
      ]}
    />
  );
}
