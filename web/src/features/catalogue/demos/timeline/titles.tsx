import { Timeline } from 'antd';
import dayjs from 'dayjs';

const events = [
  { at: '2026-03-02T09:14', text: 'Order placed' },
  { at: '2026-03-02T09:15', text: 'Payment received' },
  { at: '2026-03-03T11:40', text: 'Packed in Rotterdam' },
  { at: '2026-03-05T14:22', text: 'Delivered' },
];

export default function TimelineTitles() {
  return (
    <Timeline
      titleSpan="96px"
      items={events.map((event) => ({
        title: dayjs(event.at).format('MMM D, HH:mm'),
        content: event.text,
      }))}
    />
  );
}
