import { Button, Flex, Tooltip } from 'antd';

export default function TooltipDisabled() {
  return (
    <Flex gap="small" wrap>
      {/* A disabled button fires no mouse events, so the span receives the hover instead. */}
      <Tooltip title="Add a shipping address before creating the label">
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
          <Button type="primary" disabled style={{ pointerEvents: 'none' }}>
            Create shipping label
          </Button>
        </span>
      </Tooltip>
      <Tooltip title="Order #1042 has no refundable items">
        <span style={{ display: 'inline-block', cursor: 'not-allowed' }}>
          <Button disabled style={{ pointerEvents: 'none' }}>
            Refund
          </Button>
        </span>
      </Tooltip>
    </Flex>
  );
}
