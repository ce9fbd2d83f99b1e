import { Alert, Button, Flex } from 'antd';
import { useState } from 'react';

export default function AlertClosable() {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Flex vertical gap="small" align="start">
      <Alert
        type="success"
        showIcon
        closable
        title="Invoice #1042 was sent to Mina Park."
        style={{ width: '100%' }}
      />
      {dismissed ? (
        <Button type="link" onClick={() => setDismissed(false)}>
          Show the tip again
        </Button>
      ) : (
        <Alert
          type="info"
          showIcon
          title="Tip: press / to search orders."
          closable={{ afterClose: () => setDismissed(true) }}
          style={{ width: '100%' }}
        />
      )}
    </Flex>
  );
}
