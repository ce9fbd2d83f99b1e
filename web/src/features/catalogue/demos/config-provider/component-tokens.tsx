import { Button, ConfigProvider, Flex, Segmented, Tag, theme } from 'antd';

export default function ConfigProviderComponentTokens() {
  const { token } = theme.useToken();
  return (
    <ConfigProvider
      theme={{
        components: {
          Button: { fontWeight: 600, primaryShadow: 'none' },
          Segmented: { itemSelectedBg: token.colorWarningBg, itemSelectedColor: token.colorWarningText },
          Tag: { defaultBg: token.colorWarningBg, defaultColor: token.colorWarningText },
        },
      }}
    >
      <Flex vertical gap="middle">
        <Flex gap="small" wrap>
          <Button type="primary">Restock</Button>
          <Button>Archive</Button>
          <Tag>Linen throw</Tag>
        </Flex>
        <Segmented options={['Day', 'Week', 'Month']} defaultValue="Week" aria-label="Period" />
      </Flex>
    </ConfigProvider>
  );
}
