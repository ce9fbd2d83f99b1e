import { Breadcrumb } from 'antd';
import { useState } from 'react';

const WAREHOUSES = ['Lyon', 'Hamburg', 'Rotterdam'];

export default function BreadcrumbDropdown() {
  const [warehouse, setWarehouse] = useState('Lyon');
  return (
    <Breadcrumb
      items={[
        { title: 'Home', href: '/app/dashboards/default' },
        { title: 'Warehouses', href: '/app/warehouses' },
        {
          // A link is focusable, so the keyboard reaches the menu; it opens on click instead of navigating.
          title: warehouse,
          href: '#',
          onClick: (event) => event.preventDefault(),
          dropdownProps: { trigger: ['click'] },
          menu: {
            items: WAREHOUSES.map((name) => ({ key: name, label: name })),
            selectable: true,
            selectedKeys: [warehouse],
            onClick: ({ key }) => setWarehouse(key),
          },
        },
        { title: 'Stock' },
      ]}
    />
  );
}
