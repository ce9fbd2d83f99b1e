import { Anchor, Flex, Typography } from 'antd';
import { useRef } from 'react';

const products = ['Aurora desk lamp', 'Linen throw', 'Oak side table'];
const slug = (text: string) => `nested-${text.toLowerCase().replaceAll(' ', '-')}`;

export default function AnchorNested() {
  const boxRef = useRef<HTMLDivElement>(null);
  const items = [
    { key: 'summary', href: `#${slug('Summary')}`, title: 'Summary' },
    {
      key: 'items',
      href: `#${slug('Items')}`,
      title: 'Items',
      children: products.map((product) => ({ key: product, href: `#${slug(product)}`, title: product })),
    },
    { key: 'shipping', href: `#${slug('Shipping')}`, title: 'Shipping' },
  ];
  return (
    <Flex gap="middle">
      <Anchor
        affix={false}
        showInkInFixed
        targetOffset={8}
        getContainer={() => boxRef.current as HTMLElement}
        onClick={(e) => e.preventDefault()}
        items={items}
        style={{ maxWidth: 150 }}
      />
      <div
        ref={boxRef}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ flex: 1, minWidth: 0, height: 200, overflowY: 'auto', paddingBlockStart: 8 }}
      >
        <section id={slug('Summary')} style={{ minHeight: 120 }}>
          <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
            Summary
          </Typography.Title>
          <Typography.Paragraph>Order #1042 for Jonas Weber, 3 items, $412.00.</Typography.Paragraph>
        </section>
        <section id={slug('Items')}>
          <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
            Items
          </Typography.Title>
          {products.map((product) => (
            <div key={product} id={slug(product)} style={{ minHeight: 100 }}>
              <Typography.Text strong>{product}</Typography.Text>
            </div>
          ))}
        </section>
        <section id={slug('Shipping')} style={{ minHeight: 200 }}>
          <Typography.Title level={5} style={{ marginBlockStart: 0 }}>
            Shipping
          </Typography.Title>
          <Typography.Paragraph>From the Osaka warehouse by sea freight.</Typography.Paragraph>
        </section>
      </div>
    </Flex>
  );
}
