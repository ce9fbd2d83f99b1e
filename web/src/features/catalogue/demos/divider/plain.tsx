import { Divider, Typography } from 'antd';

export default function DividerPlain() {
  return (
    <>
      <Typography.Paragraph>Mina Park: Is the Linen throw machine-washable?</Typography.Paragraph>
      <Divider plain>Yesterday</Divider>
      <Typography.Paragraph>Chen Jie: Yes, at 30 °C on a gentle cycle.</Typography.Paragraph>
      <Divider plain>Today, 09:41</Divider>
      <Typography.Paragraph>Mina Park: Thanks, ordering two now!</Typography.Paragraph>
    </>
  );
}
