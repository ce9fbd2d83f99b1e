import { Flex, Switch, Typography, theme } from 'antd';
import { useState } from 'react';

const SETTINGS = [
  { key: 'orders', title: 'New orders', detail: 'An e-mail for each order, such as #1042.' },
  { key: 'stock', title: 'Low stock', detail: 'When a product falls under its alert level.' },
  { key: 'reviews', title: 'Product reviews', detail: 'A daily digest of new customer reviews.' },
  { key: 'news', title: 'Product news', detail: 'Monthly tips and new features.' },
];

export default function SwitchSettingsList() {
  const { token } = theme.useToken();
  const [enabled, setEnabled] = useState<Record<string, boolean>>({ orders: true, stock: true });
  return (
    <Flex vertical style={{ width: '100%', maxWidth: 320 }}>
      {SETTINGS.map(({ key, title, detail }, index) => (
        <Flex
          key={key}
          justify="space-between"
          align="center"
          gap="medium"
          style={{
            paddingBlock: token.paddingSM,
            borderBlockStart: index ? `1px solid ${token.colorSplit}` : undefined,
          }}
        >
          <Flex vertical>
            <Typography.Text strong id={`mail-${key}`}>
              {title}
            </Typography.Text>
            <Typography.Text type="secondary">{detail}</Typography.Text>
          </Flex>
          <Switch
            aria-labelledby={`mail-${key}`}
            checked={!!enabled[key]}
            onChange={(checked) => setEnabled({ ...enabled, [key]: checked })}
          />
        </Flex>
      ))}
    </Flex>
  );
}
