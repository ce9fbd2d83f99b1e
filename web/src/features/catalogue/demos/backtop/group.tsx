import { CommentOutlined, CustomerServiceOutlined, QuestionCircleOutlined } from '@ant-design/icons';
import { App, FloatButton, Typography } from 'antd';
import { useRef } from 'react';

const tasks = [
  'Reply to Lucas Moreau about the late delivery',
  'Restock Linen throw (sand) in the Berlin warehouse',
  'Approve the refund for order #1038',
  'Update the price of the Oak side table to $329.00',
  'Check the photos of the new Stoneware vase',
  'Plan the spring sale with Aiko Tanaka',
  'Answer three product questions',
  'Print the labels for today’s 12 parcels',
];

export default function BackTopGroup() {
  const { message } = App.useApp();
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <div style={{ position: 'relative', isolation: 'isolate' }}>
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ height: 260, overflowY: 'auto', paddingInlineEnd: 72 }}
      >
        {tasks.map((task) => (
          <Typography.Paragraph key={task} style={{ minHeight: 48 }}>
            {task}
          </Typography.Paragraph>
        ))}
      </div>
      <FloatButton.Group
        trigger="click"
        type="primary"
        icon={<CustomerServiceOutlined />}
        aria-label="Support"
        style={{ position: 'absolute', insetInlineEnd: 16, insetBlockEnd: 16 }}
      >
        <FloatButton
          icon={<QuestionCircleOutlined />}
          tooltip="Help centre"
          aria-label="Help centre"
          onClick={() => message.info('Opening the help centre')}
        />
        <FloatButton
          icon={<CommentOutlined />}
          tooltip="Chat with support"
          aria-label="Chat with support"
          onClick={() => message.info('Connecting you to Chen Jie')}
        />
        <FloatButton.BackTop
          target={() => boxRef.current as HTMLElement}
          visibilityHeight={0}
          aria-label="Back to top"
        />
      </FloatButton.Group>
    </div>
  );
}
