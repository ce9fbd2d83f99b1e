import { Descriptions, type DescriptionsProps } from 'antd';

const items: DescriptionsProps['items'] = [
  { key: 'name', label: 'Name', children: 'Aiko Tanaka' },
  { key: 'role', label: 'Role', children: 'Warehouse lead' },
  { key: 'site', label: 'Site', children: 'Osaka' },
  { key: 'email', label: 'Email', children: 'aiko@atrium.shop' },
  { key: 'phone', label: 'Phone', children: '+81 6 1234 5678' },
  { key: 'since', label: 'Member since', children: 'April 2024' },
  { key: 'notes', label: 'Notes', children: 'Runs the stock count on the first Monday.' },
];

export default function DescriptionsResponsive() {
  return (
    <Descriptions
      bordered
      layout="vertical"
      title="Team member"
      // One column on a phone, two from 576 px, three from 1600 px.
      column={{ xs: 1, sm: 2, xxl: 3 }}
      items={items}
    />
  );
}
