import { Flex, Tag, Typography } from 'antd';
import { useState } from 'react';

const categories = ['Lighting', 'Textiles', 'Furniture', 'Ceramics', 'Rugs'];

export default function TagCheckable() {
  const [selected, setSelected] = useState<string[]>(['Lighting']);

  const toggle = (category: string, checked: boolean) =>
    setSelected(checked ? [...selected, category] : selected.filter((c) => c !== category));

  return (
    <Flex vertical gap="small">
      <Flex gap="small" wrap align="center">
        <Typography.Text type="secondary">Categories:</Typography.Text>
        {categories.map((category) => (
          <Tag.CheckableTag
            key={category}
            checked={selected.includes(category)}
            onChange={(checked) => toggle(category, checked)}
          >
            {category}
          </Tag.CheckableTag>
        ))}
      </Flex>
      <Typography.Text>Showing {selected.length ? selected.join(', ') : 'all categories'}</Typography.Text>
    </Flex>
  );
}
