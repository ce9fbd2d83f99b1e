import { Button, Flex, Tooltip } from 'antd';

const note =
  'Returns are accepted within 30 days of delivery. Items must be unused and in their original packaging; ' +
  'made-to-order furniture such as the Oak side table cannot be returned.';

export default function TooltipLongText() {
  return (
    <Flex gap="small" wrap>
      <Tooltip title={note}>
        <Button>Return policy (default width)</Button>
      </Tooltip>
      <Tooltip title={note} styles={{ root: { maxWidth: 'min(400px, 90vw)' } }}>
        <Button>Return policy (wider)</Button>
      </Tooltip>
    </Flex>
  );
}
