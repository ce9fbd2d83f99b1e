import { Flex, Typography } from 'antd';

const description =
  'The Aurora desk lamp pairs a brushed brass arm with a hand-blown opal glass shade. Its dimmer runs from ' +
  'a soft 2700 K glow for evening reading to a bright, even light for the desk, and the weighted oak base ' +
  'keeps it steady on any surface. Each lamp is assembled in our Porto workshop and ships with a ' +
  'two-year warranty, a braided cotton cable and a bulb that lasts around 15,000 hours.';

export default function TypographyEllipsis() {
  return (
    <Flex vertical gap="middle">
      <Typography.Paragraph ellipsis={{ rows: 2, expandable: 'collapsible' }}>
        {description}
      </Typography.Paragraph>
      {/* No custom symbol: antd names the button with its own translated "Expand", and visible text
          that differs from that name confuses people who steer by voice. */}
      <Typography.Paragraph ellipsis={{ rows: 1, expandable: true }}>{description}</Typography.Paragraph>
      <Typography.Text
        ellipsis={{ tooltip: 'Oak side table, natural finish, 45 × 45 cm' }}
        style={{ width: 200 }}
      >
        Oak side table, natural finish, 45 × 45 cm
      </Typography.Text>
    </Flex>
  );
}
