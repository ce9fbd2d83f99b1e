import { Transfer } from 'antd';
import { type Key, useState } from 'react';

const PRODUCTS = [
  'Aurora desk lamp',
  'Linen throw',
  'Oak side table',
  'Halo pendant',
  'Wool rug',
  'Ash stool',
  'Stoneware mug',
  'Rattan basket',
  'Walnut shelf',
  'Cotton napkins',
  'Brass candle holder',
  'Glass carafe',
  'Velvet cushion',
  'Jute doormat',
  'Marble tray',
  'Ceramic vase',
].map((title, index) => ({ key: `p-${index + 1}`, title }));

export default function TransferPagination() {
  const [onSale, setOnSale] = useState<Key[]>(['p-1', 'p-2', 'p-7']);
  return (
    <Transfer
      dataSource={PRODUCTS}
      targetKeys={onSale}
      onChange={setOnSale}
      render={(product) => product.title}
      titles={['Catalogue', 'Spring sale']}
      pagination={{ pageSize: 6 }}
      style={{ width: '100%', maxWidth: 520 }}
      styles={{ section: { flex: '1 1 50%', width: 'auto', minWidth: 0, height: 300 } }}
    />
  );
}
