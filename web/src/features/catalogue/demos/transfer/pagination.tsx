import { Table, Transfer, type TransferProps } from 'antd';
import { type Key, useState } from 'react';

type Product = { key: string; title: string };

const PRODUCTS: Product[] = [
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

// The Table pages the list and, unlike antd's built-in list, names each checkbox.
const productList: TransferProps<Product>['children'] = ({
  filteredItems,
  selectedKeys,
  onItemSelectAll,
}) => (
  <Table<Product>
    size="small"
    pagination={{ pageSize: 6 }}
    columns={[{ title: 'Product', dataIndex: 'title' }]}
    dataSource={filteredItems}
    rowSelection={{
      selectedRowKeys: selectedKeys,
      onChange: (keys) => onItemSelectAll(keys, 'replace'),
      getCheckboxProps: (product) => ({ 'aria-label': product.title }),
    }}
  />
);

export default function TransferPagination() {
  const [onSale, setOnSale] = useState<Key[]>(['p-1', 'p-2', 'p-7']);
  return (
    <Transfer
      dataSource={PRODUCTS}
      targetKeys={onSale}
      onChange={setOnSale}
      titles={['Catalogue', 'Spring sale']}
      showSelectAll={false}
      style={{ width: '100%', maxWidth: 520 }}
    >
      {productList}
    </Transfer>
  );
}
