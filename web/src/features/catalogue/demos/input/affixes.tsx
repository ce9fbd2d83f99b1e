import { MailOutlined } from '@ant-design/icons';
import { Flex, Input, Select, Space, Typography } from 'antd';

export default function InputAffixes() {
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 320 }}>
      <Input
        aria-label="Customer e-mail"
        placeholder="mina.park@atrium.shop"
        prefix={<MailOutlined />}
        suffix={<Typography.Text type="success">Verified</Typography.Text>}
      />
      <Input aria-label="Weight" prefix="≈" suffix="kg" defaultValue="2.4" />
      {/* Addons: Space.Compact with Space.Addon replaces the deprecated addonBefore / addonAfter. */}
      <Space.Compact>
        <Space.Addon>https://</Space.Addon>
        <Input aria-label="Shop address" defaultValue="atrium" />
        <Space.Addon>.shop</Space.Addon>
      </Space.Compact>
      <Space.Compact>
        <Select
          aria-label="Currency"
          defaultValue="USD"
          options={['USD', 'EUR', 'JPY'].map((code) => ({ value: code, label: code }))}
        />
        <Input aria-label="Price" defaultValue="248.00" />
      </Space.Compact>
    </Flex>
  );
}
