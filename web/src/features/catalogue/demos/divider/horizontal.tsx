import { Divider, Typography } from 'antd';

export default function DividerHorizontal() {
  return (
    <>
      <Typography.Paragraph>Order #1042 · placed by Mina Park on 3 March 2026.</Typography.Paragraph>
      <Divider />
      <Typography.Paragraph>
        Aurora desk lamp × 1 · Linen throw × 2 · Oak side table × 1.
      </Typography.Paragraph>
      <Divider size="small" />
      <Typography.Paragraph>Total $412.00 · paid by card.</Typography.Paragraph>
    </>
  );
}
