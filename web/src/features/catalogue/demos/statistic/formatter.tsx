import { Flex, Statistic, Switch } from 'antd';
import { useState } from 'react';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });

export default function StatisticFormatter() {
  const [loading, setLoading] = useState(false);
  return (
    <Flex vertical gap="middle">
      <Switch
        checked={loading}
        onChange={setLoading}
        checkedChildren="Loading"
        unCheckedChildren="Loaded"
        aria-label="Loading"
        style={{ alignSelf: 'flex-start' }}
      />
      <Flex gap="large" wrap>
        <Statistic
          title="Page views"
          value={1284503}
          formatter={(value) => compact.format(Number(value))}
          loading={loading}
        />
        <Statistic
          title="Stock value (EUR)"
          value={96420.5}
          precision={2}
          groupSeparator=" "
          decimalSeparator=","
          suffix="€"
          loading={loading}
        />
      </Flex>
    </Flex>
  );
}
