import { Flex, Listy, Typography, theme } from 'antd';

type Movement = { id: number; product: string; warehouse: string; quantity: number };

const PRODUCTS = [
  'Aurora desk lamp',
  'Linen throw',
  'Oak side table',
  'Ceramic vase',
  'Wool rug',
  'Stoneware mug set',
];
const WAREHOUSES = ['Rotterdam', 'Lyon', 'Osaka'];

/** The entry at `i`, starting again from the first after the last. */
const cycle = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

// 5,000 rows: with virtual, only the ones in view are mounted.
const movements: Movement[] = Array.from({ length: 5000 }, (_, i) => ({
  id: i + 1,
  product: cycle(PRODUCTS, i * 7),
  warehouse: cycle(WAREHOUSES, i),
  quantity: ((i * 37) % 23) - 11 || 1,
}));

export default function ListVirtual() {
  const { token } = theme.useToken();
  return (
    <Listy<Movement>
      virtual
      height={300}
      items={movements}
      rowKey="id"
      itemRender={(m) => (
        <Flex justify="space-between" gap="small">
          <Typography.Text ellipsis>
            #{m.id} · {m.product} · {m.warehouse}
          </Typography.Text>
          <Typography.Text
            style={{ color: m.quantity > 0 ? token.colorSuccessText : token.colorErrorText, flex: 'none' }}
          >
            {m.quantity > 0 ? `+${m.quantity}` : m.quantity}
          </Typography.Text>
        </Flex>
      )}
    />
  );
}
