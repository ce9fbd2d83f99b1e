import { ArrowDownOutlined, ArrowUpOutlined } from '@ant-design/icons';
import { Card, Col, Row, Statistic, theme } from 'antd';

export default function StatisticTrendCards() {
  const { token } = theme.useToken();
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} sm={12}>
        <Card size="small">
          <Statistic
            title="Sales vs last week"
            value={12.4}
            precision={1}
            prefix={<ArrowUpOutlined />}
            suffix="%"
            styles={{ content: { color: token.colorSuccessText } }}
          />
        </Card>
      </Col>
      <Col xs={24} sm={12}>
        <Card size="small">
          <Statistic
            title="Returns vs last week"
            value={3.1}
            precision={1}
            prefix={<ArrowDownOutlined />}
            suffix="%"
            styles={{ content: { color: token.colorErrorText } }}
          />
        </Card>
      </Col>
    </Row>
  );
}
