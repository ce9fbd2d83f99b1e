import { SearchOutlined } from '@ant-design/icons';
import { Badge, Button, ConfigProvider, Flex, Input, Pagination, Steps } from 'antd';

export default function ConfigProviderRtl() {
  return (
    <ConfigProvider direction="rtl">
      {/* direction mirrors antd's components; dir mirrors the layout and text around them. */}
      <Flex vertical gap="middle" dir="rtl">
        <Input prefix={<SearchOutlined />} placeholder="Search orders" aria-label="Search orders" />
        <Steps
          size="small"
          current={1}
          items={[{ title: 'Paid' }, { title: 'Packed' }, { title: 'Shipped' }]}
        />
        <Flex gap="middle" align="center" wrap>
          <Badge count={4}>
            <Button>Messages</Button>
          </Badge>
          <Pagination simple defaultCurrent={2} total={50} />
        </Flex>
      </Flex>
    </ConfigProvider>
  );
}
