import { DeleteOutlined, MailOutlined, PlusOutlined, SearchOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip } from 'antd';

export default function ButtonIcons() {
  return (
    <Flex gap="small" wrap>
      <Button type="primary" icon={<PlusOutlined />}>
        New order
      </Button>
      <Button icon={<MailOutlined />} iconPlacement="end">
        Send to customer
      </Button>
      <Tooltip title="Search products">
        <Button shape="circle" icon={<SearchOutlined />} aria-label="Search products" />
      </Tooltip>
      <Tooltip title="Delete">
        <Button danger icon={<DeleteOutlined />} aria-label="Delete" />
      </Tooltip>
    </Flex>
  );
}
