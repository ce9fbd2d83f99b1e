import { BulbOutlined, HomeOutlined, SkinOutlined } from '@ant-design/icons';
import { AutoComplete, Flex, Typography } from 'antd';
import type { ReactNode } from 'react';

const header = (icon: ReactNode, title: string, count: number) => (
  <Flex justify="space-between">
    <span>
      {icon} {title}
    </span>
    <span>{count} products</span>
  </Flex>
);

const item = (name: string, price: string) => ({
  value: name,
  label: (
    <Flex justify="space-between" gap="small">
      <span>{name}</span>
      <Typography.Text type="secondary">{price}</Typography.Text>
    </Flex>
  ),
});

const options = [
  {
    label: header(<BulbOutlined />, 'Lighting', 2),
    options: [item('Aurora desk lamp', '$248.00'), item('Halo pendant light', '$189.00')],
  },
  {
    label: header(<SkinOutlined />, 'Textiles', 2),
    options: [item('Linen throw', '$89.00'), item('Wool floor cushion', '$64.00')],
  },
  {
    label: header(<HomeOutlined />, 'Furniture', 2),
    options: [item('Oak side table', '$320.00'), item('Walnut bookshelf', '$540.00')],
  },
];

export default function AutoCompleteCategories() {
  return (
    <AutoComplete
      aria-label="Catalogue search"
      placeholder="Search the catalogue"
      options={options}
      // A group has no value: it stays when one of its options matches.
      showSearch={{
        filterOption: (input, option) =>
          !!option && 'value' in option && String(option.value).toLowerCase().includes(input.toLowerCase()),
      }}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
