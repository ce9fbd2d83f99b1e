import { Divider, Typography } from 'antd';

export default function DividerVariants() {
  return (
    <>
      <Typography.Paragraph>In stock: Berlin 14, Lyon 6.</Typography.Paragraph>
      <Divider variant="dashed" />
      <Typography.Paragraph>Incoming: Osaka 20, due 12 May 2026.</Typography.Paragraph>
      <Divider variant="dotted" titlePlacement="start">
        Reserved
      </Divider>
      <Typography.Paragraph>3 for order #1042, 1 for order #1047.</Typography.Paragraph>
    </>
  );
}
