import { MailOutlined, PhoneOutlined } from '@ant-design/icons';
import { Avatar, Button, Card, Flex, Switch, Typography, theme } from 'antd';
import { useState } from 'react';

export default function CardLoading() {
  const { token } = theme.useToken();
  const [loading, setLoading] = useState(true);
  return (
    <Flex vertical gap="medium">
      <Flex gap="small" align="center">
        <Switch checked={!loading} onChange={(loaded) => setLoading(!loaded)} aria-label="Customer loaded" />
        <Typography.Text>{loading ? 'Loading customer…' : 'Customer loaded'}</Typography.Text>
      </Flex>
      <Card
        loading={loading}
        style={{ width: '100%', maxWidth: 300 }}
        actions={[
          <Button key="mail" type="text" icon={<MailOutlined />}>
            Email
          </Button>,
          <Button key="call" type="text" icon={<PhoneOutlined />}>
            Call
          </Button>,
        ]}
      >
        <Card.Meta
          avatar={<Avatar style={{ backgroundColor: token.blue1, color: token.blue8 }}>MP</Avatar>}
          title="Mina Park"
          description="Customer since 2024 · 12 orders · $2,140.00"
        />
      </Card>
    </Flex>
  );
}
