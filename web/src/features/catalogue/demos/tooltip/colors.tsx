import { Button, Flex, Tooltip } from 'antd';

const presets = ['blue', 'green', 'gold', 'volcano', 'purple', 'magenta'];

export default function TooltipColors() {
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        {presets.map((color) => (
          <Tooltip key={color} title={`Tooltip in ${color}`} color={color}>
            <Button size="small">{color}</Button>
          </Tooltip>
        ))}
      </Flex>
      <Flex gap="small" wrap>
        <Tooltip title="Brand colour #2f6f6a" color="#2f6f6a">
          <Button size="small">Sage linen</Button>
        </Tooltip>
        <Tooltip title="Brand colour #7a5c3e" color="#7a5c3e">
          <Button size="small">Oak</Button>
        </Tooltip>
      </Flex>
    </Flex>
  );
}
