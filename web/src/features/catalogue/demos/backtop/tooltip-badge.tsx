import { BellOutlined, CommentOutlined } from '@ant-design/icons';
import { FloatButton, Typography } from 'antd';
import { useRef } from 'react';

const products = [
  'Aurora desk lamp · $248.00 · 14 in stock',
  'Linen throw · $62.00 · 40 in stock',
  'Oak side table · $329.00 · 6 in stock',
  'Wool rug · $410.00 · 3 in stock',
  'Stoneware vase · $48.00 · 25 in stock',
  'Cedar shelf · $189.00 · 9 in stock',
  'Brass candle holder · $36.00 · 52 in stock',
  'Rattan armchair · $540.00 · 2 in stock',
];

export default function BackTopTooltipBadge() {
  const boxRef = useRef<HTMLDivElement>(null);
  return (
    <div style={{ position: 'relative', isolation: 'isolate' }}>
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ height: 260, overflowY: 'auto', paddingInlineEnd: 72 }}
      >
        {products.map((product) => (
          <Typography.Paragraph key={product} style={{ minHeight: 56 }}>
            {product}
          </Typography.Paragraph>
        ))}
      </div>
      <FloatButton.Group
        shape="square"
        style={{ position: 'absolute', insetInlineEnd: 16, insetBlockEnd: 16 }}
      >
        <FloatButton
          icon={<BellOutlined />}
          badge={{ count: 5 }}
          tooltip="5 new orders"
          aria-label="5 new orders"
        />
        <FloatButton
          icon={<CommentOutlined />}
          badge={{ dot: true }}
          tooltip="Unread messages"
          aria-label="Unread messages"
        />
        <FloatButton.BackTop
          target={() => boxRef.current as HTMLElement}
          visibilityHeight={0}
          tooltip="Back to top"
          aria-label="Back to top"
        />
      </FloatButton.Group>
    </div>
  );
}
