import { Col, Flex, Row, theme } from 'antd';

export default function GridOffsetOrder() {
  const { token } = theme.useToken();
  const block = {
    padding: 8,
    borderRadius: token.borderRadiusSM,
    background: token.colorPrimaryBg,
    color: token.colorPrimaryText,
    textAlign: 'center' as const,
  };
  const strong = { ...block, background: token.colorPrimary, color: token.colorTextLightSolid };
  return (
    <Flex vertical gap="small">
      <Row>
        <Col span={8}>
          <div style={block}>span 8</div>
        </Col>
        <Col span={8} offset={8}>
          <div style={strong}>offset 8</div>
        </Col>
      </Row>
      <Row>
        <Col span={6} order={3}>
          <div style={block}>1st, order 3</div>
        </Col>
        <Col span={6} order={1}>
          <div style={strong}>2nd, order 1</div>
        </Col>
        <Col span={6} order={2}>
          <div style={block}>3rd, order 2</div>
        </Col>
      </Row>
      <Row>
        <Col span={16} push={8}>
          <div style={block}>span 16, push 8</div>
        </Col>
        <Col span={8} pull={16}>
          <div style={strong}>pull 16</div>
        </Col>
      </Row>
    </Flex>
  );
}
