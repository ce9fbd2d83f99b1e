import { Transfer } from 'antd';
import { type Key, useState } from 'react';

const WAREHOUSES = [
  { key: 'rotterdam', title: 'Rotterdam (NL)' },
  { key: 'lyon', title: 'Lyon (FR)' },
  { key: 'osaka', title: 'Osaka (JP)' },
  { key: 'austin', title: 'Austin (US)' },
  { key: 'melbourne', title: 'Melbourne (AU)' },
];

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
      style={{ width: '100%', maxWidth: 480 }}
      styles={{ section: { flex: '1 1 50%', width: 'auto', minWidth: 0 } }}
    />
  );
}
