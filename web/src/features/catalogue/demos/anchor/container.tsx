import { Anchor, Flex, Typography } from 'antd';
import { useRef } from 'react';

const sections = [
  { key: 'summary', title: 'Summary', text: 'Placed by Mina Park on 3 March 2026. Total $412.00, paid.' },
  { key: 'items', title: 'Items', text: 'Aurora desk lamp × 1, Linen throw × 2, Oak side table × 1.' },
  { key: 'shipping', title: 'Shipping', text: 'DHL Express from the Lyon warehouse, due on 6 March 2026.' },
  { key: 'payment', title: 'Payment', text: 'Visa ending 4242, captured on 3 March 2026.' },
  { key: 'history', title: 'History', text: 'Packed by Lucas Moreau on 4 March, shipped on 5 March.' },
];

export default function AnchorContainer() {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <Flex gap="middle">
      {/* The links sit beside the panel, so there is nothing to pin: affix off, marker kept. */}
      <Anchor
        affix={false}
        showInkInFixed
        getContainer={() => boxRef.current as HTMLElement}
        // Scroll the panel only; the page's address stays as it is.
        onClick={(e) => e.preventDefault()}
        items={sections.map(({ key, title }) => ({ key, href: `#panel-${key}`, title }))}
      />
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ flex: 1, minWidth: 0, height: 200, overflowY: 'auto' }}
      >
        {sections.map(({ key, title, text }) => (
          <section key={key} id={`panel-${key}`} style={{ minHeight: 200 }}>
            {/* No top margin: a section counts as reached when its top meets the panel's top. */}
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
