import { Flex, Spin, theme } from 'antd';

export default function SpinDescription() {
  const { token } = theme.useToken();
  return (
    <Flex gap="large" align="center" wrap>
      <Spin description="Loading orders…" />
      <Spin description="Calculating shipping rates…" size="large">
        <div
          style={{
            width: 200,
            height: 120,
            borderRadius: token.borderRadiusLG,
            background: token.colorFillTertiary,
          }}
        />
      </Spin>
    </Flex>
  );
}
