import { Affix, type AffixRef, Button, Flex, Tag, Typography, theme } from 'antd';
import { useEffect, useRef, useState } from 'react';

const LINES = [
  'Aurora desk lamp × 2 · $248.00',
  'Linen throw × 1 · $89.00',
  'Oak side table × 1 · $320.00',
  'Stoneware mug set × 3 · $96.00',
  'Gift wrapping · $6.00',
  'Express shipping · $18.00',
];

export default function AffixOnChange() {
  const { token } = theme.useToken();
  const [affixed, setAffixed] = useState(false);
  const containerRef = useRef<HTMLDivElement>(null);
  const affixRef = useRef<AffixRef>(null);

  // Affix listens to its target only: when the page scrolls, it has to be told to measure again.
  useEffect(() => {
    const update = () => affixRef.current?.updatePosition();
    window.addEventListener('scroll', update, true);
    return () => window.removeEventListener('scroll', update, true);
  }, []);

  return (
    <div
      ref={containerRef}
      style={{
        width: '100%',
        height: 200,
        overflowY: 'auto',
        border: `1px solid ${token.colorBorderSecondary}`,
      }}
    >
      <Typography.Paragraph type="secondary" style={{ margin: 12 }}>
        Placed by Mina Park on March 3, 2026 · Lyon warehouse
      </Typography.Paragraph>
      <Affix
        ref={affixRef}
        target={() => containerRef.current}
        onChange={(value) => setAffixed(Boolean(value))}
      >
        <Flex
          align="center"
          gap="small"
          wrap
          style={{
            paddingBlock: 8,
            paddingInline: 12,
            background: token.colorBgElevated,
            boxShadow: affixed ? token.boxShadowTertiary : undefined,
          }}
        >
          <Typography.Text strong>Order #1042</Typography.Text>
          <Tag color={affixed ? 'processing' : 'default'}>{affixed ? 'Pinned' : 'In place'}</Tag>
          <Button size="small" type="primary" style={{ marginInlineStart: 'auto' }}>
            Mark as packed
          </Button>
        </Flex>
      </Affix>
      {LINES.map((line) => (
        <div key={line} style={{ padding: 12 }}>
          {line}
        </div>
      ))}
    </div>
  );
}
