import { HomeOutlined, ShopOutlined } from '@ant-design/icons';
import { Breadcrumb } from 'antd';

export default function BreadcrumbIcons() {
  return (
    <Breadcrumb
      items={[
        { href: '/app/dashboards/default', title: <HomeOutlined aria-label="Home" /> },
        {
          href: '/app/products',
          title: (
            <>
              <ShopOutlined />
              <span>Products</span>
            </>
          ),
        },
        { title: 'Aurora desk lamp' },
      ]}
    />
  );
}
