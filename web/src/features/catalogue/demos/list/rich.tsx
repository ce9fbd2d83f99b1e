import { BulbOutlined, HomeOutlined, StarFilled } from '@ant-design/icons';
import { Flex, Listy, Tag, Typography, theme } from 'antd';
import type { ReactNode } from 'react';

type Product = {
  id: string;
  name: string;
  price: string;
  rating: number;
  text: string;
  tag: string;
  icon: ReactNode;
};

const products: Product[] = [
  {
    id: 'aurora',
    name: 'Aurora desk lamp',
    price: '$129.00',
    rating: 4.7,
    text: 'Brushed brass with a linen shade and a dimmer on the cable. Warm light for late orders.',
    tag: 'Best seller',
    icon: <BulbOutlined />,
  },
  {
    id: 'oak',
    name: 'Oak side table',
    price: '$189.00',
    rating: 4.5,
    text: 'Solid oak, oiled by hand in Lyon. Made to order, ships in three weeks.',
    tag: 'Made to order',
    icon: <HomeOutlined />,
  },
];

export default function ListRich() {
  const { token } = theme.useToken();
  return (
    <Listy<Product>
      items={products}
      rowKey="id"
      itemRender={(product) => (
        <Flex gap="middle" align="flex-start" wrap="wrap-reverse">
          <Flex vertical gap={4} flex="1 1 180px" style={{ minWidth: 0 }}>
            <Typography.Text strong>{product.name}</Typography.Text>
            <Typography.Paragraph type="secondary" style={{ marginBottom: 0 }}>
              {product.text}
            </Typography.Paragraph>
            <Flex gap="small" align="center" wrap>
              <Typography.Text>{product.price}</Typography.Text>
              <Typography.Text type="secondary">
                <StarFilled style={{ color: token.colorWarning }} /> {product.rating}
              </Typography.Text>
              <Tag color="gold">{product.tag}</Tag>
            </Flex>
          </Flex>
          <Flex
            role="img"
            aria-label={`Photo of the ${product.name}`}
            align="center"
            justify="center"
            style={{
              width: 96,
              height: 72,
              flex: 'none',
              borderRadius: token.borderRadius,
              background: token.colorFillTertiary,
              color: token.colorTextTertiary,
              fontSize: 28,
            }}
          >
            {product.icon}
          </Flex>
        </Flex>
      )}
    />
  );
}
