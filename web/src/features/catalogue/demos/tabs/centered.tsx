import { Tabs } from 'antd';

export default function TabsCentered() {
  return (
    <Tabs
      centered
      items={[
        { key: 'all', label: 'All', children: '132 products in the catalogue' },
        { key: 'active', label: 'Active', children: '118 products on sale' },
        { key: 'drafts', label: 'Drafts', children: '14 products not published yet' },
      ]}
    />
  );
}
