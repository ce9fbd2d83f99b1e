import { Button, Popover, Typography } from 'antd';

const content = (
  <div>
    <Typography.Paragraph style={{ marginBottom: 4 }}>Aurora desk lamp × 1 · $129.00</Typography.Paragraph>
    <Typography.Paragraph style={{ marginBottom: 0 }}>Linen throw × 2 · $119.00</Typography.Paragraph>
  </div>
);

export default function PopoverBasic() {
  return (
    <Popover title="Order #1042 · 3 items" content={content}>
      <Button type="primary">Order summary</Button>
    </Popover>
  );
}
