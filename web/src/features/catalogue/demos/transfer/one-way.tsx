import { Table, Transfer, type TransferProps } from 'antd';
import { type Key, useState } from 'react';

type Warehouse = { key: string; title: string };

const WAREHOUSES: Warehouse[] = [
  { key: 'rotterdam', title: 'Rotterdam (NL)' },
  { key: 'lyon', title: 'Lyon (FR)' },
  { key: 'osaka', title: 'Osaka (JP)' },
  { key: 'austin', title: 'Austin (US)' },
  { key: 'melbourne', title: 'Melbourne (AU)' },
];

// A Table names its checkboxes, which antd's built-in list does not. The chosen side keeps the
// built-in list (null): it has named delete buttons instead of checkboxes.
const warehouseList: TransferProps<Warehouse>['children'] = ({
  showRemove,
  filteredItems,
  selectedKeys,
  onItemSelectAll,
}) =>
  showRemove ? null : (
    <Table<Warehouse>
      size="small"
      pagination={false}
      columns={[{ title: 'Warehouse', dataIndex: 'title' }]}
      dataSource={filteredItems}
      rowSelection={{
        selectedRowKeys: selectedKeys,
        onChange: (keys) => onItemSelectAll(keys, 'replace'),
        getCheckboxProps: (warehouse) => ({ 'aria-label': warehouse.title }),
      }}
    />
  );

export default function TransferOneWay() {
  const [chosen, setChosen] = useState<Key[]>(['rotterdam']);
  return (
    <Transfer
      oneWay
      dataSource={WAREHOUSES}
      targetKeys={chosen}
      onChange={setChosen}
      render={(warehouse) => warehouse.title}
      titles={['Warehouses', 'Ships order #1042']}
      showSelectAll={false}
      style={{ width: '100%', maxWidth: 480 }}
      styles={{ section: { overflow: 'hidden' } }}
    >
      {warehouseList}
    </Transfer>
  );
}
