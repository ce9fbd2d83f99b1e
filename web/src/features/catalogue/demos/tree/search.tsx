import { Flex, Input, Tree, theme } from 'antd';
import { type Key, useState } from 'react';

type Category = { key: string; title: string; children?: Category[] };

const catalogue: Category[] = [
  {
    key: 'lighting',
    title: 'Lighting',
    children: [
      { key: 'aurora', title: 'Aurora desk lamp' },
      { key: 'brass', title: 'Brass floor lamp' },
      { key: 'paper', title: 'Paper pendant lamp' },
    ],
  },
  {
    key: 'textiles',
    title: 'Textiles',
    children: [
      { key: 'linen', title: 'Linen throw' },
      { key: 'wool', title: 'Wool rug' },
    ],
  },
  { key: 'furniture', title: 'Furniture', children: [{ key: 'oak', title: 'Oak side table' }] },
];

/** The keys of the categories holding a product whose name contains `query`. */
const parentsOfMatches = (nodes: Category[], query: string): Key[] =>
  nodes.flatMap((node) => {
    const children = node.children ?? [];
    const hit = children.some((child) => child.title.toLowerCase().includes(query));
    return [...(hit ? [node.key] : []), ...parentsOfMatches(children, query)];
  });

export default function TreeSearch() {
  const { token } = theme.useToken();
  const [query, setQuery] = useState('');
  const [expandedKeys, setExpandedKeys] = useState<Key[]>([]);

  const search = (value: string) => {
    setQuery(value);
    setExpandedKeys(value ? parentsOfMatches(catalogue, value.toLowerCase()) : []);
  };

  const highlight = (title: string) => {
    const at = query ? title.toLowerCase().indexOf(query.toLowerCase()) : -1;
    if (at < 0) return title;
    return (
      <span>
        {title.slice(0, at)}
        <span style={{ color: token.colorPrimary, fontWeight: 600 }}>
          {title.slice(at, at + query.length)}
        </span>
        {title.slice(at + query.length)}
      </span>
    );
  };

  return (
    <Flex vertical gap="small">
      <Input.Search
        placeholder="Find a product"
        allowClear
        onChange={(e) => search(e.target.value)}
        aria-label="Find a product"
      />
      <Tree
        treeData={catalogue}
        titleRender={(node) => highlight(String(node.title))}
        expandedKeys={expandedKeys}
        onExpand={setExpandedKeys}
      />
    </Flex>
  );
}
