import { Col, Row, Statistic, theme } from 'antd';

const stats = [
  { title: 'Orders today', value: 128 },
  { title: 'Revenue', value: '$12,480' },
  { title: 'Returns', value: 3 },
  { title: 'New customers', value: 17 },
];

export default function GridResponsive() {
  const { token } = theme.useToken();
  // One column on phones, two from 576 px, four from 992 px.
  return (
    <Row gutter={[12, 12]}>
      {stats.map((stat) => (
        <Col key={stat.title} xs={24} sm={12} lg={6}>
          <div style={{ padding: 12, borderRadius: token.borderRadius, background: token.colorPrimaryBg }}>
            <Statistic
              title={stat.title}
              value={stat.value}
              styles={{ content: { fontSize: token.fontSizeXL } }}
            />
          </div>
        </Col>
      ))}
    </Row>
  );
}
