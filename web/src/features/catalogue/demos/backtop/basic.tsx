import { FloatButton, Timeline, Typography } from 'antd';
import dayjs from 'dayjs';
import { useRef } from 'react';

const steps = ['placed', 'paid', 'packed', 'shipped'];
const events = [1042, 1043, 1044, 1045, 1046, 1047].flatMap((order, day) =>
  steps.map((step, hour) => ({
    key: `${order}-${step}`,
    title: dayjs('2026-03-02T09:00')
      .add(day, 'day')
      .add(hour * 3, 'hour')
      .format('D MMM, HH:mm'),
    content: `Order #${order} ${step}`,
  })),
);

export default function BackTopBasic() {
  const boxRef = useRef<HTMLDivElement>(null);
  // isolation keeps the button's z-index inside this box, under the page's own header and menus.
  return (
    <div style={{ position: 'relative', isolation: 'isolate' }}>
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ height: 240, overflowY: 'auto', paddingBlockStart: 8, paddingInlineEnd: 72 }}
      >
        <Typography.Text type="secondary">Scroll down the order history.</Typography.Text>
        <Timeline items={events} style={{ marginBlockStart: 16 }} />
      </div>
      <FloatButton.BackTop
        target={() => boxRef.current as HTMLElement}
        visibilityHeight={120}
        aria-label="Back to top"
        style={{ position: 'absolute', insetInlineEnd: 16, insetBlockEnd: 16 }}
      />
    </div>
  );
}
