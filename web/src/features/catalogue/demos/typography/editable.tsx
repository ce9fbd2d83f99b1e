import { Flex, Typography } from 'antd';
import { useState } from 'react';

const { Title, Paragraph, Text } = Typography;

export default function TypographyEditable() {
  const [name, setName] = useState('Aurora desk lamp');
  const [note, setNote] = useState('Pack with extra padding: the glass shade is fragile.');
  const [sku, setSku] = useState('AUR-0042');
  return (
    <Flex vertical gap="small">
      <Title level={4} editable={{ onChange: setName, maxLength: 60 }} style={{ marginBlock: 0 }}>
        {name}
      </Title>
      <Paragraph
        editable={{ onChange: setNote, triggerType: ['icon', 'text'], tooltip: 'Click to edit the note' }}
      >
        {note}
      </Paragraph>
      <Text>
        SKU:{' '}
        <Text code editable={{ onChange: (value) => setSku(value.toUpperCase()), maxLength: 12 }}>
          {sku}
        </Text>
      </Text>
    </Flex>
  );
}
