import { Anchor, Flex, Tag, Typography } from 'antd';
import { useRef, useState } from 'react';

const sections = [
  { key: 'summary', title: 'Summary', text: 'Order #1042 by Aiko Tanaka, 8 April 2026.' },
  { key: 'items', title: 'Items', text: 'Linen throw × 2, $124.00.' },
  { key: 'shipping', title: 'Shipping', text: 'Collected from the Berlin warehouse.' },
  { key: 'payment', title: 'Payment', text: 'Bank transfer, received on 9 April 2026.' },
  { key: 'history', title: 'History', text: 'Picked up by the customer on 10 April 2026.' },
];

export default function AnchorOnChange() {
  const boxRef = useRef<HTMLDivElement>(null);
  const [current, setCurrent] = useState('');
  const title = sections.find(({ key }) => current === `#watch-${key}`)?.title;
  return (
    <Flex vertical gap="small">
      <Typography.Text>
        Now reading: <Tag color="processing">{title ?? '—'}</Tag>
      </Typography.Text>
      <Flex gap="middle">
        <Anchor
          affix={false}
          showInkInFixed
          getContainer={() => boxRef.current as HTMLElement}
          onClick={(e) => e.preventDefault()}
          onChange={setCurrent}
          items={sections.map(({ key, title }) => ({ key, href: `#watch-${key}`, title }))}
        />
        <div
          ref={boxRef}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
          tabIndex={0}
          style={{ flex: 1, minWidth: 0, height: 180, overflowY: 'auto' }}
        >
          {sections.map(({ key, title, text }) => (
            <section key={key} id={`watch-${key}`} style={{ minHeight: 180 }}>
              <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
                {title}
              </Typography.Title>
              <Typography.Paragraph>{text}</Typography.Paragraph>
            </section>
          ))}
        </div>
      </Flex>
    </Flex>
  );
}
