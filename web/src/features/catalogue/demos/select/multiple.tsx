import { Flex, Select } from 'antd';

const COLLECTIONS = [
  { value: 'spring-2026', label: 'Spring 2026' },
  { value: 'lighting', label: 'Lighting' },
  { value: 'bedroom', label: 'Bedroom' },
  { value: 'outdoor', label: 'Outdoor' },
  { value: 'sale', label: 'Sale' },
];

export default function SelectMultiple() {
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Select
        mode="multiple"
        aria-label="Collections of the Aurora desk lamp"
        placeholder="Add to collections"
        defaultValue={['spring-2026', 'lighting']}
        options={COLLECTIONS}
        allowClear
      />
      <Select
        mode="tags"
        aria-label="Order tags"
        placeholder="Type a tag and press Enter"
        defaultValue={['gift', 'fragile']}
        tokenSeparators={[',']}
        options={[
          { value: 'gift', label: 'gift' },
          { value: 'fragile', label: 'fragile' },
          { value: 'priority', label: 'priority' },
        ]}
      />
    </Flex>
  );
}
