import { Alert, Button, Card, Flex } from 'antd';
import { useState } from 'react';

function RevenueWidget({ broken }: { broken: boolean }) {
  if (broken) throw new Error('The revenue feed sent an invalid response.');
  return (
    <Card size="small" title="Revenue today">
      $4,812.00 from 37 orders
    </Card>
  );
}

export default function AlertErrorBoundary() {
  const [broken, setBroken] = useState(false);
  const [attempt, setAttempt] = useState(0);
  const reset = () => {
    setBroken(false);
    setAttempt((n) => n + 1);
  };
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" wrap>
        <Button danger onClick={() => setBroken(true)}>
          Break the widget
        </Button>
        <Button onClick={reset}>Reset</Button>
      </Flex>
      {/* A new key mounts a fresh boundary: it has no way to clear a caught error itself. */}
      <Alert.ErrorBoundary key={attempt} description="The rest of the dashboard keeps working.">
        <RevenueWidget broken={broken} />
      </Alert.ErrorBoundary>
    </Flex>
  );
}
