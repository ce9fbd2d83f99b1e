import { AutoComplete, Flex, Typography } from 'antd';

const PRODUCTS = [
  { name: 'Aurora desk lamp', price: '$248.00' },
  { name: 'Linen throw', price: '$89.00' },
  { name: 'Oak side table', price: '$320.00' },
  { name: 'Walnut bookshelf', price: '$540.00' },
  { name: 'Wool floor cushion', price: '$64.00' },
];

const options = PRODUCTS.map(({ name, price }) => ({
  value: name,
  label: (
    <Flex justify="space-between" gap="small">
      <span>{name}</span>
      <Typography.Text type="secondary">{price}</Typography.Text>
    </Flex>
  ),
}));

export default function AutoCompleteProductSearch() {
  return (
    <AutoComplete
      aria-label="Product"
      placeholder="Type “oak” or “LAMP”"
      options={options}
      // AutoComplete does not filter by itself; this match ignores case.
      showSearch={{
        filterOption: (input, option) => option?.value.toLowerCase().includes(input.toLowerCase()) ?? false,
      }}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
