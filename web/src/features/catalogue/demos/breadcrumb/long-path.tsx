import { Breadcrumb, theme } from 'antd';

export default function BreadcrumbLongPath() {
  const { token } = theme.useToken();
  return (
    <div
      style={{
        width: '100%',
        maxWidth: 280,
        padding: 12,
        border: `1px dashed ${token.colorBorder}`,
        borderRadius: token.borderRadius,
      }}
    >
      <Breadcrumb
        items={[
          { title: 'Home', href: '/app/dashboards/default' },
          { title: 'Warehouses', href: '/app/warehouses' },
          { title: 'Lyon – Part-Dieu', href: '/app/warehouses/lyon' },
          { title: 'Zone B (cold storage)' },
          { title: 'Aisle 14' },
          { title: 'Shelf 3' },
          { title: 'Oak side table, natural finish, 45 cm' },
        ]}
      />
    </div>
  );
}
