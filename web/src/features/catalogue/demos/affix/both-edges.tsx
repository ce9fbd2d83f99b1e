import { Affix, type AffixRef, Button, Flex, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';

const STOCK_MOVES = [
  'Mar 2, 2026 · Received 40 Linen throws · Lyon',
  'Mar 3, 2026 · Shipped 2 Aurora desk lamps · Order #1042',
  'Mar 3, 2026 · Moved 12 Oak side tables · Lyon → Hamburg',
  'Mar 4, 2026 · Returned 1 Linen throw · Order #1017',
  'Mar 5, 2026 · Counted 86 Stoneware mug sets · Hamburg',
  'Mar 6, 2026 · Shipped 5 Wool rugs · Order #1051',
  'Mar 7, 2026 · Received 24 Aurora desk lamps · Lyon',
  'Mar 9, 2026 · Written off 2 Brass candle holders · Hamburg',
];

export default function AffixBothEdges() {
  const { token } = theme.useToken();
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
      {STOCK_MOVES.slice(0, 5).map((move) => (
        <Typography.Paragraph key={move} style={{ margin: 12 }}>
          {move}
        </Typography.Paragraph>
      ))}
      <Affix ref={affixRef} target={() => containerRef.current} offsetTop={8} offsetBottom={8}>
        <Flex justify="center">
          <Button type="primary" shape="round" style={{ boxShadow: token.boxShadowSecondary }}>
            Export stock moves
          </Button>
        </Flex>
      </Affix>
      {STOCK_MOVES.slice(5).map((move) => (
        <Typography.Paragraph key={move} style={{ margin: 12 }}>
          {move}
        </Typography.Paragraph>
      ))}
    </div>
  );
}
