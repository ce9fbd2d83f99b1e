import { Flex, Select } from 'antd';

const WAREHOUSES = [
  { value: 'rotterdam', label: 'Rotterdam (NL)' },
  { value: 'lyon', label: 'Lyon (FR)' },
  { value: 'osaka', label: 'Osaka (JP)' },
  { value: 'austin', label: 'Austin (US)', disabled: true },
];

const STATUSES = [
  { value: 'pending', label: 'Pending' },
  { value: 'paid', label: 'Paid' },
  { value: 'shipped', label: 'Shipped' },
  { value: 'delivered', label: 'Delivered' },
  { value: 'refunded', label: 'Refunded' },
];

export default function SelectBasic() {
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Select aria-label="Warehouse" placeholder="Choose a warehouse" options={WAREHOUSES} allowClear />
      <Select aria-label="Status of order #1042" defaultValue="paid" options={STATUSES} />
      <Select
        aria-label="Carrier"
        defaultValue="dhl"
        disabled
        options={[{ value: 'dhl', label: 'DHL Express' }]}
      />
    </Flex>
  );
}
