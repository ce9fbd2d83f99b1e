import { Flex, Tag, Typography } from 'antd';

const presets = [
  'magenta',
  'red',
  'volcano',
  'orange',
  'gold',
  'lime',
  'green',
  'cyan',
  'blue',
  'geekblue',
  'purple',
];

export default function TagColors() {
  return (
    <Flex vertical gap="small">
      <Typography.Text type="secondary">Presets</Typography.Text>
      <Flex gap="small" wrap>
        {presets.map((color) => (
          <Tag key={color} color={color}>
            {color}
          </Tag>
        ))}
      </Flex>
      <Typography.Text type="secondary">Variants</Typography.Text>
      <Flex gap="small" wrap>
        <Tag color="cyan" variant="filled">
          Filled
        </Tag>
        <Tag color="cyan" variant="outlined">
          Outlined
        </Tag>
        <Tag color="cyan" variant="solid">
          Solid
        </Tag>
      </Flex>
      <Typography.Text type="secondary">
        Brand colours (solid reads well in light and dark themes)
      </Typography.Text>
      <Flex gap="small" wrap>
        <Tag color="#7a5c3e" variant="solid">
          Oak
        </Tag>
        <Tag color="#2f6f6a" variant="solid">
          Sage linen
        </Tag>
        <Tag color="#8a4f7d" variant="solid">
          Plum velvet
        </Tag>
      </Flex>
    </Flex>
  );
}
