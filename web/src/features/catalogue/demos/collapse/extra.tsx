import { Collapse, type CollapseProps, Tag } from 'antd';

const items: CollapseProps['items'] = [
  {
    key: 'rotterdam',
    label: 'Rotterdam warehouse',
    extra: <Tag color="success">Open</Tag>,
    children: '1,284 items in stock · next pickup at 9:00',
  },
  {
    key: 'lyon',
    label: 'Lyon warehouse',
    extra: <Tag color="warning">Low stock</Tag>,
    children: '3 Oak side tables left; a restock is due on 3 April 2026.',
    // Only the arrow toggles this panel: a click on the title does nothing.
    collapsible: 'icon',
  },
  {
    key: 'shanghai',
    label: 'Shanghai warehouse',
    extra: <Tag>Closed</Tag>,
    children: 'Closed for inventory.',
    collapsible: 'disabled',
  },
];

export default function CollapseExtra() {
  return <Collapse items={items} expandIconPlacement="end" defaultActiveKey={['rotterdam']} />;
}
