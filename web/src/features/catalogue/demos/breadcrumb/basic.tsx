import { Breadcrumb } from 'antd';

export default function BreadcrumbBasic() {
  return (
    <Breadcrumb
      items={[
        { title: 'Home', href: '/app/dashboards/default' },
        { title: 'Components', href: '/app/components' },
        { title: 'Data Entry' },
        { title: 'Form' },
      ]}
    />
  );
}
