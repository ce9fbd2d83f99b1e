import { Flex, Progress, theme } from 'antd';

const PACKED = 32;
const TOTAL = 50;

export default function ProgressFormat() {
  const { token } = theme.useToken();
  const gradient = { '0%': token.colorPrimary, '100%': token.colorSuccess };
  return (
    <Flex vertical gap="middle" style={{ width: '100%' }}>
      <Progress
        percent={(PACKED / TOTAL) * 100}
        format={() => `${PACKED} of ${TOTAL} orders packed`}
        strokeColor={gradient}
        aria-label="Orders packed"
      />
      <Flex gap="middle" wrap align="center">
        <Progress
          type="circle"
          percent={(PACKED / TOTAL) * 100}
          format={() => `${PACKED}/${TOTAL}`}
          strokeColor={gradient}
          size={90}
          aria-label="Orders packed"
        />
        <Progress type="circle" percent={100} format={() => 'Done'} size={90} aria-label="Invoices sent" />
      </Flex>
    </Flex>
  );
}
