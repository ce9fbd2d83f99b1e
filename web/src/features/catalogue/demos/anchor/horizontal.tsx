import { Anchor, Flex, Typography } from 'antd';
import { useRef } from 'react';

const sections = [
  { key: 'summary', title: 'Summary', text: 'Order #1042 by Mina Park, 3 March 2026: $412.00.' },
  { key: 'items', title: 'Items', text: 'Aurora desk lamp, Linen throw × 2, Oak side table.' },
  { key: 'shipping', title: 'Shipping', text: 'DHL Express from the Lyon warehouse.' },
  { key: 'payment', title: 'Payment', text: 'Visa ending 4242, paid in full.' },
  { key: 'history', title: 'History', text: 'Shipped on 5 March 2026 by Lucas Moreau.' },
];

export default function AnchorHorizontal() {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <Flex vertical gap="small">
      <Anchor
        direction="horizontal"
        affix={false}
        showInkInFixed
        getContainer={() => boxRef.current as HTMLElement}
        // Scroll the panel only; the page's address stays as it is.
        onClick={(e) => e.preventDefault()}
        items={sections.map(({ key, title }) => ({ key, href: `#tabs-${key}`, title }))}
      />
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ height: 180, overflowY: 'auto' }}
      >
        {sections.map(({ key, title, text }) => (
          <section key={key} id={`tabs-${key}`} style={{ minHeight: 180 }}>
            <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
              {title}
            </Typography.Title>
            <Typography.Paragraph>{text}</Typography.Paragraph>
          </section>
        ))}
      </div>
    </Flex>
  );
}
