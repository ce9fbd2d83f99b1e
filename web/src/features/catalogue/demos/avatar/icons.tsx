import { CarOutlined, InboxOutlined, ShopOutlined, UserOutlined } from '@ant-design/icons';
import { Avatar, Flex, Typography, theme } from 'antd';

export default function AvatarIcons() {
  const { token } = theme.useToken();
  const rows = [
    { icon: <UserOutlined />, title: 'Guest customer', detail: 'No account yet' },
    {
      icon: <ShopOutlined />,
      title: 'Atrium Store',
      detail: 'Online shop',
      style: { backgroundColor: token.colorPrimary, color: token.colorTextLightSolid },
    },
    {
      icon: <InboxOutlined />,
      title: 'Rotterdam warehouse',
      detail: '1,284 items in stock',
      style: { backgroundColor: token.green1, color: token.green8 },
    },
    {
      icon: <CarOutlined />,
      title: 'Northline Freight',
      detail: 'Carrier · next pickup 9:00',
      style: { backgroundColor: token.orange1, color: token.orange8 },
    },
  ];
  return (
    <Flex vertical gap="medium">
      {rows.map((row) => (
        <Flex key={row.title} gap="small" align="center">
          <Avatar shape="square" size="large" icon={row.icon} style={row.style} />
          <Flex vertical>
            <Typography.Text strong>{row.title}</Typography.Text>
            <Typography.Text type="secondary">{row.detail}</Typography.Text>
          </Flex>
        </Flex>
      ))}
    </Flex>
  );
}
