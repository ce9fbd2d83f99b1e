import {
  CheckCircleFilled,
  CloseCircleFilled,
  ExclamationCircleFilled,
  ShopOutlined,
  SyncOutlined,
} from '@ant-design/icons';
import { Flex, Space, Typography, theme } from 'antd';

export default function IconSizeColour() {
  const { token } = theme.useToken();
  const sizes = {
    fontSizeSM: token.fontSizeSM,
    fontSize: token.fontSize,
    fontSizeLG: token.fontSizeLG,
    fontSizeHeading3: token.fontSizeHeading3,
    fontSizeHeading1: token.fontSizeHeading1,
  };
  const statuses = [
    { label: 'Delivered', icon: <CheckCircleFilled style={{ color: token.colorSuccess }} /> },
    { label: 'Processing', icon: <SyncOutlined style={{ color: token.colorPrimary }} /> },
    { label: 'Delayed', icon: <ExclamationCircleFilled style={{ color: token.colorWarning }} /> },
    { label: 'Cancelled', icon: <CloseCircleFilled style={{ color: token.colorError }} /> },
  ];
  return (
    <Flex vertical gap="large">
      <Flex gap="large" align="end" wrap>
        {Object.entries(sizes).map(([name, size]) => (
          <Flex key={name} vertical align="center" gap={4}>
            <ShopOutlined style={{ fontSize: size }} />
            <Typography.Text type="secondary" style={{ fontSize: token.fontSizeSM }}>
              {name}
            </Typography.Text>
          </Flex>
        ))}
      </Flex>
      <Flex gap="middle" wrap>
        {statuses.map(({ label, icon }) => (
          <Space key={label} size={4}>
            {icon}
            {label}
          </Space>
        ))}
      </Flex>
    </Flex>
  );
}
