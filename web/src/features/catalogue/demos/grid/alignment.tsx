import { Col, Flex, Row, type RowProps, Segmented, theme } from 'antd';
import { useState } from 'react';

type Justify = NonNullable<RowProps['justify']>;
type Align = NonNullable<RowProps['align']>;

export default function GridAlignment() {
  const { token } = theme.useToken();
  const [justify, setJustify] = useState<Justify>('space-between');
  const [align, setAlign] = useState<Align>('middle');
  const block = {
    padding: 8,
    borderRadius: token.borderRadiusSM,
    background: token.colorPrimaryBg,
    color: token.colorPrimaryText,
    textAlign: 'center' as const,
  };
  return (
    <Flex vertical gap="middle">
      <Segmented<Justify>
        aria-label="justify"
        options={['start', 'center', 'end', 'space-between', 'space-around']}
        value={justify}
        onChange={setJustify}
        style={{ maxWidth: '100%', overflowX: 'auto' }}
      />
      <Segmented<Align>
        aria-label="align"
        options={['top', 'middle', 'bottom']}
        value={align}
        onChange={setAlign}
      />
      <Row justify={justify} align={align} style={{ minHeight: 100, background: token.colorFillQuaternary }}>
        <Col span={5}>
          <div style={{ ...block, height: 40 }}>Mina</div>
        </Col>
        <Col span={5}>
          <div style={{ ...block, height: 80 }}>Jonas</div>
        </Col>
        <Col span={5}>
          <div style={{ ...block, height: 56 }}>Aiko</div>
        </Col>
      </Row>
    </Flex>
  );
}
