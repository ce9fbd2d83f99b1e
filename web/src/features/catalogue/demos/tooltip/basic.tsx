import { CopyOutlined, DeleteOutlined, EditOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { Button, Flex, Tooltip, Typography } from 'antd';

export default function TooltipBasic() {
  return (
    <Flex vertical gap="middle">
      <Flex gap="small" align="center">
        <Typography.Text>Net revenue: $18,240.00</Typography.Text>
        <Tooltip title="Sales minus refunds and discounts, before tax">
          <Button type="text" size="small" icon={<InfoCircleOutlined />} aria-label="About net revenue" />
        </Tooltip>
      </Flex>
      <Flex gap="small">
        <Tooltip title="Edit product">
          <Button icon={<EditOutlined />} aria-label="Edit product" />
        </Tooltip>
        <Tooltip title="Duplicate product">
          <Button icon={<CopyOutlined />} aria-label="Duplicate product" />
        </Tooltip>
        <Tooltip title="Delete product">
          <Button danger icon={<DeleteOutlined />} aria-label="Delete product" />
        </Tooltip>
      </Flex>
    </Flex>
  );
}
