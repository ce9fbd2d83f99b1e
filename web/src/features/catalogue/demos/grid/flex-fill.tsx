import { Button, Col, Flex, Input, Row, theme } from 'antd';

export default function GridFlexFill() {
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
      <Row gutter={8}>
        <Col flex="100px">
          <div style={block}>100px</div>
        </Col>
        <Col flex="auto">
          <div style={block}>auto: fills the rest</div>
        </Col>
      </Row>
      <Row gutter={8}>
        <Col flex={2}>
          <div style={block}>2 / 5</div>
        </Col>
        <Col flex={3}>
          <div style={block}>3 / 5</div>
        </Col>
      </Row>
      <Row gutter={8} wrap={false}>
        <Col flex="auto">
          <Input placeholder="Search customers" aria-label="Search customers" />
        </Col>
        <Col flex="none">
          <Button type="primary">Invite member</Button>
        </Col>
      </Row>
    </Flex>
  );
}
