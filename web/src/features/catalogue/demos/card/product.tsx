import { BulbOutlined, EditOutlined, EllipsisOutlined, ShoppingCartOutlined } from '@ant-design/icons';
import { Button, Card, Tooltip, theme } from 'antd';

export default function CardProduct() {
  const { token } = theme.useToken();
  return (
    <Card
      hoverable
      style={{ width: '100%', maxWidth: 280 }}
      cover={
        <div style={{ display: 'grid', placeItems: 'center', height: 140, background: token.colorWarningBg }}>
          <BulbOutlined style={{ fontSize: 56, color: token.colorWarningText }} />
        </div>
      }
      actions={[
        <Tooltip key="edit" title="Edit product">
          <Button type="text" icon={<EditOutlined />} aria-label="Edit product" />
        </Tooltip>,
        <Tooltip key="order" title="Add to an order">
          <Button type="text" icon={<ShoppingCartOutlined />} aria-label="Add to an order" />
        </Tooltip>,
        <Tooltip key="more" title="More actions">
          <Button type="text" icon={<EllipsisOutlined />} aria-label="More actions" />
        </Tooltip>,
      ]}
    >
      <Card.Meta title="Aurora desk lamp" description="$248.00 · 32 in stock" />
    </Card>
  );
}
