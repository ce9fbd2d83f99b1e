import { Select } from 'antd';

const PRODUCTS = [
  {
    label: 'Lighting',
    title: 'Lighting',
    options: [
      { value: 'aurora-lamp', label: 'Aurora desk lamp' },
      { value: 'halo-pendant', label: 'Halo pendant' },
    ],
  },
  {
    label: 'Textiles',
    title: 'Textiles',
    options: [
      { value: 'linen-throw', label: 'Linen throw' },
      { value: 'wool-rug', label: 'Wool rug' },
    ],
  },
  {
    label: 'Furniture',
    title: 'Furniture',
    options: [
      { value: 'oak-table', label: 'Oak side table' },
      { value: 'ash-stool', label: 'Ash stool' },
    ],
  },
];

export default function SelectGroups() {
  return (
    <Select
      aria-label="Product"
      placeholder="Choose a product"
      options={PRODUCTS}
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
