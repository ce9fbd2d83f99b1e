import { Col, Flex, Row, theme } from 'antd';

export default function GridBasic() {
  const { token } = theme.useToken();
  const block = {
    padding: 8,
    borderRadius: token.borderRadiusSM,
    background: token.colorPrimaryBg,
    color: token.colorPrimaryText,
    textAlign: 'center' as const,
  };
  return (
    <Flex vertical gap="small">
      <Row>
        <Col span={24}>
          <div style={block}>24: order summary</div>
        </Col>
      </Row>
      <Row gutter={8}>
        <Col span={12}>
          <div style={block}>12: billing</div>
        </Col>
        <Col span={12}>
          <div style={block}>12: shipping</div>
        </Col>
      </Row>
      <Row gutter={8}>
        {['Berlin', 'Lyon', 'Osaka'].map((city) => (
          <Col key={city} span={8}>
            <div style={block}>8: {city}</div>
          </Col>
        ))}
      </Row>
      <Row gutter={8}>
        {['Mon', 'Tue', 'Wed', 'Thu'].map((day) => (
          <Col key={day} span={6}>
            <div style={block}>6: {day}</div>
          </Col>
        ))}
      </Row>
    </Flex>
  );
}
