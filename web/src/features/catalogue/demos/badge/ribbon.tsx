import { BulbOutlined, SkinOutlined } from '@ant-design/icons';
import { Badge, Card, Flex, Typography, theme } from 'antd';

export default function BadgeRibbon() {
  const { token } = theme.useToken();
  const icon = { fontSize: 40, color: token.colorTextSecondary };
  return (
    <Flex gap="large" wrap>
      <Badge.Ribbon text="Best seller">
        <Card size="small" style={{ width: 200 }}>
          <Flex vertical align="center" gap={4}>
            <BulbOutlined style={icon} />
            <Typography.Text strong>Aurora desk lamp</Typography.Text>
            <Typography.Text>$248.00</Typography.Text>
          </Flex>
        </Card>
      </Badge.Ribbon>
      <Badge.Ribbon text="20% off" color="red" placement="start">
        <Card size="small" style={{ width: 200 }}>
          <Flex vertical align="center" gap={4}>
            <SkinOutlined style={icon} />
            <Typography.Text strong>Linen throw</Typography.Text>
            <Typography.Text>
              <Typography.Text delete type="secondary">
                $120.00
              </Typography.Text>{' '}
              $96.00
            </Typography.Text>
          </Flex>
        </Card>
      </Badge.Ribbon>
    </Flex>
  );
}
