import { Timeline } from 'antd';

export default function TimelineBasic() {
  return (
    <Timeline
      items={[
        { content: 'Order #1042 placed by Mina Park · Mar 2, 2026 09:14' },
        { content: 'Payment of $248.00 received · Mar 2, 2026 09:15' },
        { content: 'Packed at the Rotterdam warehouse · Mar 3, 2026 11:40' },
        { content: 'Handed to DHL Express · Mar 3, 2026 16:05' },
      ]}
    />
  );
}
