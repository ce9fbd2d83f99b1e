import { Col, Row, theme } from 'antd';

const products = [
  'Aurora desk lamp',
  'Linen throw',
  'Oak side table',
  'Wool rug',
  'Stoneware vase',
  'Cedar shelf',
];

export default function GridGutter() {
  const { token } = theme.useToken();
  const block = {
    padding: 12,
    borderRadius: token.borderRadiusSM,
    background: token.colorPrimaryBg,
    color: token.colorPrimaryText,
  };
  // [horizontal, vertical]; each can also be { xs: 8, md: 16 } to follow the screen width.
  return (
    <Row gutter={[{ xs: 8, md: 16 }, 16]}>
      {products.map((product) => (
        <Col key={product} span={8}>
          <div style={block}>{product}</div>
        </Col>
      ))}
    </Row>
  );
}
