import { Typography } from 'antd';

const { Title, Paragraph, Text, Link } = Typography;

export default function TypographyLinks() {
  return (
    <Typography>
      <Title level={4}>Returns policy</Title>
      <Paragraph>
        Customers can return any item within <Text strong>30 days</Text> of delivery. They start a return from
        their order page and print the prepaid label; the parcel goes back to the <Text mark>Lyon</Text>{' '}
        warehouse.
      </Paragraph>
      <Paragraph>
        Refunds reach the original payment method in 5 to 7 days. Questions? Write to{' '}
        <Link href="mailto:support@example.com" underline>
          support@example.com
        </Link>{' '}
        or read the{' '}
        <Link href="https://example.com/help/returns" target="_blank" rel="noreferrer" underline>
          returns FAQ
        </Link>
        .
      </Paragraph>
      <Paragraph type="secondary">Last updated on 4 February 2026 by Aiko Tanaka.</Paragraph>
    </Typography>
  );
}
