import { Descriptions, type DescriptionsProps, Tag } from 'antd';

const items: DescriptionsProps['items'] = [
  { key: 'sku', label: 'SKU', children: 'LMP-AUR-01' },
  { key: 'price', label: 'Price', children: '$248.00' },
  { key: 'category', label: 'Category', children: <Tag>Lighting</Tag> },
  { key: 'supplier', label: 'Supplier', children: 'Nordlicht GmbH' },
  // Two columns from sm up; per-breakpoint spans never ask for more columns than the row has.
  { key: 'stock', label: 'In stock', span: { xs: 1, sm: 2 }, children: '32 (Rotterdam 20, Lyon 12)' },
  {
    key: 'description',
    label: 'Description',
    // 'filled' takes whatever is left of the row: here, all of it.
    span: 'filled',
    children: 'Brass desk lamp with a dimmable warm LED and a linen shade. Ships flat in one box.',
  },
];

export default function DescriptionsBordered() {
  return (
    <Descriptions bordered size="small" title="Aurora desk lamp" column={{ xs: 1, sm: 2 }} items={items} />
  );
}
