import { DownloadOutlined, PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, Space, Tag, Typography, theme } from 'antd';

export default function LayoutFlexSpace() {
  const { token } = theme.useToken();
  const box = {
    padding: 12,
    border: `1px solid ${token.colorBorder}`,
    borderRadius: token.borderRadiusLG,
  };
  return (
    <Flex vertical gap="middle">
      <Flex justify="space-between" align="center" gap="small" wrap style={box}>
        <Typography.Title level={5} style={{ margin: 0 }}>
          Products
        </Typography.Title>
        <Space wrap>
          <Button icon={<DownloadOutlined />}>Export</Button>
          <Button type="primary" icon={<PlusOutlined />}>
            Add product
          </Button>
        </Space>
      </Flex>
      <Flex gap="small" style={box}>
        <Input placeholder="Search products" aria-label="Search products" />
        <Button>Filter</Button>
      </Flex>
      <Space size={[8, 8]} wrap style={box}>
        <Tag>Lamps</Tag>
        <Tag>Textiles</Tag>
        <Tag>Furniture</Tag>
        <Tag>Ceramics</Tag>
      </Space>
    </Flex>
  );
}
