import { Flex, Radio } from 'antd';

const STATUSES = [
  { value: 'all', label: 'All' },
  { value: 'pending', label: 'Pending' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
];

export default function RadioButtonStyle() {
  return (
    <Flex vertical gap="medium" align="flex-start">
      <Radio.Group aria-label="Order status" options={STATUSES} defaultValue="pending" optionType="button" />
      <Radio.Group
        aria-label="Sales period"
        defaultValue="week"
        optionType="button"
        buttonStyle="solid"
        options={[
          { value: 'day', label: 'Day' },
          { value: 'week', label: 'Week' },
          { value: 'month', label: 'Month' },
        ]}
      />
      <Radio.Group aria-label="Stock view" defaultValue="warehouse" size="small" optionType="button">
        <Radio.Button value="warehouse">By warehouse</Radio.Button>
        <Radio.Button value="product">By product</Radio.Button>
      </Radio.Group>
    </Flex>
  );
}
