import { Flex, Select } from 'antd';

const CARRIERS = [
  { value: 'dhl', label: 'DHL Express' },
  { value: 'ups', label: 'UPS Standard' },
  { value: 'colissimo', label: 'Colissimo' },
];

export default function SelectStatusSize() {
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Select size="large" aria-label="Carrier, large" defaultValue="dhl" options={CARRIERS} />
      <Select aria-label="Carrier, medium" defaultValue="ups" options={CARRIERS} />
      <Select size="small" aria-label="Carrier, small" defaultValue="colissimo" options={CARRIERS} />
      <Select
        status="error"
        aria-label="Return warehouse"
        placeholder="Required: return warehouse"
        options={[]}
      />
      <Select status="warning" aria-label="Carrier with a delay" defaultValue="ups" options={CARRIERS} />
      <Select loading aria-label="Shipping zone" placeholder="Loading zones…" options={[]} />
    </Flex>
  );
}
