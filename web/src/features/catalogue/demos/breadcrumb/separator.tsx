import { Breadcrumb, Flex } from 'antd';

export default function BreadcrumbSeparator() {
  return (
    <Flex vertical gap="middle">
      <Breadcrumb
        separator=">"
        items={[
          { title: 'Settings', href: '/app/settings' },
          { title: 'Team', href: '/app/settings/team' },
          { title: 'Aiko Tanaka' },
        ]}
      />
      {/* With separator="", only the separator items draw a mark, each its own. */}
      <Breadcrumb
        separator=""
        items={[
          { title: 'Location' },
          { type: 'separator', separator: ':' },
          { title: 'Lyon warehouse', href: '/app/warehouses/lyon' },
          { type: 'separator', separator: '›' },
          { title: 'Aisle 4' },
          { type: 'separator', separator: '›' },
          { title: 'Shelf B' },
        ]}
      />
    </Flex>
  );
}
