import { FloatButton, Typography } from 'antd';
import { useRef } from 'react';

const messages = [
  ['Mina Park', 'Hi! My order #1042 shows as shipped, but the tracking page is empty.'],
  ['Chen Jie', 'Hello Mina, let me check that for you.'],
  ['Chen Jie', 'DHL scanned the parcel in Lyon this morning; the page updates within a few hours.'],
  ['Mina Park', 'Great. Will the Aurora desk lamp and the Linen throw arrive together?'],
  ['Chen Jie', 'Yes, both are in the same parcel. The Oak side table ships on Monday.'],
  ['Mina Park', 'Could the table go to my office instead? 8 Quai Saint-Vincent, Lyon.'],
  ['Chen Jie', 'Done: I changed the delivery address of the second parcel.'],
  ['Mina Park', 'Thank you!'],
  ['Chen Jie', 'You are welcome. Anything else I can help with?'],
  ['Mina Park', 'That is all, have a nice day.'],
];

export default function BackTopProgress() {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <div style={{ position: 'relative', isolation: 'isolate' }}>
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ height: 240, overflowY: 'auto', paddingInlineEnd: 72 }}
      >
        {messages.map(([author, text]) => (
          <Typography.Paragraph key={text}>
            <Typography.Text strong>{author}: </Typography.Text>
            {text}
          </Typography.Paragraph>
        ))}
      </div>
      <FloatButton.BackTop
        target={() => boxRef.current as HTMLElement}
        visibilityHeight={0}
        showProgress
        type="primary"
        duration={300}
        tooltip="Back to the first message"
        aria-label="Back to the first message"
        style={{ position: 'absolute', insetInlineEnd: 16, insetBlockEnd: 16 }}
      />
    </div>
  );
}
