import { Divider, Typography } from 'antd';

export default function DividerTitlePlacement() {
  return (
    <>
      <Divider titlePlacement="start">Billing</Divider>
      <Typography.Paragraph>Mina Park, 14 Rue des Lilas, 69003 Lyon.</Typography.Paragraph>
      <Divider>Shipping</Divider>
      <Typography.Paragraph>DHL Express from the Lyon warehouse.</Typography.Paragraph>
      <Divider titlePlacement="end">Notes</Divider>
      <Typography.Paragraph>Leave the parcel with the neighbour.</Typography.Paragraph>
    </>
  );
}
