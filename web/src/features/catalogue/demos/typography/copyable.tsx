import { Flex, Typography } from 'antd';

const { Text, Paragraph } = Typography;

export default function TypographyCopyable() {
  return (
    <Flex vertical gap="small">
      <Text copyable>#1042</Text>
      <Text copyable={{ text: 'DHL 00340434161094042', tooltips: ['Copy tracking number', 'Copied'] }}>
        Tracking: DHL 0034 0434 1610 9404 2
      </Text>
      <Text code copyable>
        SKU-AUR-0042
      </Text>
      <Paragraph
        copyable={{ text: 'Mina Park\n14 Rue des Lilas\n69003 Lyon\nFrance' }}
        style={{ marginBlock: 0 }}
      >
        Mina Park, 14 Rue des Lilas, 69003 Lyon, France
      </Paragraph>
    </Flex>
  );
}
