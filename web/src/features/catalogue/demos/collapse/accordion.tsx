import { Collapse, type CollapseProps, Descriptions } from 'antd';
import { useState } from 'react';

const items: CollapseProps['items'] = [
  {
    key: 'items',
    label: 'Items (3)',
    children: 'Aurora desk lamp × 1, Linen throw × 2',
  },
  {
    key: 'shipping',
    label: 'Shipping',
    children: (
      <Descriptions
        size="small"
        column={1}
        items={[
          { key: 'to', label: 'To', children: 'Mina Park, 14 Harbour Street, Rotterdam' },
          { key: 'carrier', label: 'Carrier', children: 'Northline Freight' },
        ]}
      />
    ),
  },
  {
    key: 'payment',
    label: 'Payment',
    children: 'Visa ending 4242 · $248.00 paid on 12 March 2026',
  },
];

export default function CollapseAccordion() {
  const [open, setOpen] = useState(['items']);
  // Keeping the last opened key closes the others. The accordion prop would do the same but marks the
  // panels as tabs (role="tablist"), which screen readers announce wrongly; these stay buttons.
  return <Collapse items={items} activeKey={open} onChange={(keys) => setOpen(keys.slice(-1))} />;
}
