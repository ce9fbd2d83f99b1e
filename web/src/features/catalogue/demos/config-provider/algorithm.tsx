import { Button, Card, ConfigProvider, Flex, Input, Segmented, Switch, Tag, theme } from 'antd';
import { useState } from 'react';

export default function ConfigProviderAlgorithm() {
  const [mode, setMode] = useState<'light' | 'dark'>('dark');
  const [compact, setCompact] = useState(true);
  const algorithm = [mode === 'dark' ? theme.darkAlgorithm : theme.defaultAlgorithm];
  if (compact) algorithm.push(theme.compactAlgorithm);
  return (
    <Flex vertical gap="middle">
      <Flex gap="middle" align="center" wrap>
        <Segmented<'light' | 'dark'>
          aria-label="Colour mode"
          options={[
            { value: 'light', label: 'Light' },
            { value: 'dark', label: 'Dark' },
          ]}
          value={mode}
          onChange={setMode}
        />
        <Switch checked={compact} onChange={setCompact} aria-label="Compact" />
        Compact
      </Flex>
      {/* inherit: false starts from antd's defaults, not from the colours of the page around it. */}
      <ConfigProvider theme={{ algorithm, inherit: false }}>
        <Card size="small" title="Order #1042" extra={<Tag color="success">Paid</Tag>}>
          <Flex vertical gap="small">
            <Input defaultValue="Aiko Tanaka" aria-label="Customer" />
            <Flex gap="small" wrap>
              <Button type="primary">Ship now</Button>
              <Button>Print invoice</Button>
            </Flex>
          </Flex>
        </Card>
      </ConfigProvider>
    </Flex>
  );
}
