import { Affix, type AffixRef, Button, Flex, Typography, theme } from 'antd';
import { useEffect, useRef } from 'react';

const CART = [
  { product: 'Aurora desk lamp', quantity: 2, price: '$248.00' },
  { product: 'Linen throw', quantity: 1, price: '$89.00' },
  { product: 'Oak side table', quantity: 1, price: '$320.00' },
  { product: 'Stoneware mug set', quantity: 3, price: '$96.00' },
  { product: 'Wool rug, 160 × 230', quantity: 1, price: '$410.00' },
  { product: 'Brass candle holder', quantity: 2, price: '$58.00' },
];

export default function AffixBottom() {
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
      {CART.map((line) => (
        <Flex key={line.product} justify="space-between" gap="small" style={{ padding: 12 }}>
          <span>
            {line.quantity} × {line.product}
          </span>
          <span>{line.price}</span>
        </Flex>
      ))}
      <Affix ref={affixRef} target={() => containerRef.current} offsetBottom={0}>
        <Flex
          justify="space-between"
          align="center"
          gap="small"
          wrap
          style={{
            padding: 12,
            background: token.colorBgElevated,
            borderBlockStart: `1px solid ${token.colorBorder}`,
          }}
        >
          <Typography.Text strong>Total $1,221.00</Typography.Text>
          <Button type="primary">Checkout</Button>
        </Flex>
      </Affix>
    </div>
  );
}
