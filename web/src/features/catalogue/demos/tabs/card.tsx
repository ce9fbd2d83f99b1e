import { Tabs } from 'antd';

const warehouses = ['Rotterdam', 'Lyon', 'Osaka'];

export default function TabsCard() {
  return (
    <Tabs
      type="card"
      items={warehouses.map((warehouse, i) => ({
        key: warehouse,
        label: warehouse,
        children: `${12 + i * 7} orders waiting to be packed in ${warehouse}.`,
      }))}
    />
  );
}
