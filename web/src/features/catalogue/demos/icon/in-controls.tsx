import {
  CheckCircleFilled,
  CheckCircleOutlined,
  DeleteOutlined,
  MailOutlined,
  PlusOutlined,
  PrinterOutlined,
  SearchOutlined,
  TruckOutlined,
} from '@ant-design/icons';
import { Button, Flex, Input, Tag, theme } from 'antd';

export default function IconInControls() {
  const { token } = theme.useToken();
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 320 }}>
      <Input prefix={<SearchOutlined />} placeholder="Search orders" aria-label="Search orders" allowClear />
      <Input
        prefix={<MailOutlined />}
        suffix={<CheckCircleFilled style={{ color: token.colorSuccess }} aria-label="Verified" />}
        defaultValue="mina.park@example.com"
        aria-label="Customer email"
      />
      <Flex gap="small" wrap>
        <Button type="primary" icon={<PlusOutlined />}>
          New product
        </Button>
        <Button icon={<PrinterOutlined />}>Print label</Button>
        <Button danger icon={<DeleteOutlined />} aria-label="Delete order" />
      </Flex>
      <Flex gap="small" wrap>
        <Tag icon={<TruckOutlined />} color="processing">
          Shipped
        </Tag>
        <Tag icon={<CheckCircleOutlined />} color="success">
          Delivered
        </Tag>
      </Flex>
    </Flex>
  );
}
