import { Badge, Flex, Listy, theme } from 'antd';

type Warehouse = { id: string; name: string; status: 'success' | 'warning' | 'error'; note: string };

const warehouses: Warehouse[] = [
  { id: 'rtm', name: 'Rotterdam', status: 'success', note: 'Open · 214 orders today' },
  { id: 'lyo', name: 'Lyon', status: 'warning', note: 'Short staffed · 96 orders today' },
  { id: 'osa', name: 'Osaka', status: 'error', note: 'Closed for inventory until Mar 16' },
];

export default function ListCompact() {
  const { token } = theme.useToken();
  return (
    <Listy<Warehouse>
      items={warehouses}
      rowKey="id"
      styles={{
        root: {
          border: `1px solid ${token.colorBorder}`,
          borderRadius: token.borderRadiusLG,
          overflow: 'hidden',
        },
        item: { paddingBlock: token.paddingXXS, paddingInline: token.paddingSM, borderBottom: 'none' },
      }}
      itemRender={(w) => (
        <Flex justify="space-between" gap="small" wrap>
          <Badge status={w.status} text={w.name} />
          <span style={{ color: token.colorTextSecondary }}>{w.note}</span>
        </Flex>
      )}
    />
  );
}
