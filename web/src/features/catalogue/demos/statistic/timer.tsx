import { Flex, Statistic } from 'antd';
import { useState } from 'react';

const HOUR = 60 * 60 * 1000;

export default function StatisticTimer() {
  // Fixed once per mount, so the timers keep running from the same point.
  const [saleEnds] = useState(() => Date.now() + 2 * 24 * HOUR + 5 * HOUR);
  const [cutOff] = useState(() => Date.now() + 42 * 60 * 1000);
  const [placedAt] = useState(() => Date.now() - 18 * 60 * 1000);
  const [cutOffPassed, setCutOffPassed] = useState(false);

  return (
    <Flex gap="large" wrap>
      <Statistic.Timer
        type="countdown"
        title="Spring sale ends in"
        value={saleEnds}
        format="D [d] HH:mm:ss"
      />
      <Statistic.Timer
        type="countdown"
        title={cutOffPassed ? 'Next pickup tomorrow' : 'Same-day pickup cut-off'}
        value={cutOff}
        format="mm:ss"
        onFinish={() => setCutOffPassed(true)}
      />
      <Statistic.Timer type="countup" title="Order #1042 waiting for" value={placedAt} format="HH:mm:ss" />
    </Flex>
  );
}
