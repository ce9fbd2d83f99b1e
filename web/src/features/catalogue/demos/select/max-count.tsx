import { Flex, Select, Tooltip } from 'antd';
import { useState } from 'react';

const PRODUCTS = [
  { value: 'aurora-lamp', label: 'Aurora desk lamp' },
  { value: 'linen-throw', label: 'Linen throw' },
  { value: 'oak-table', label: 'Oak side table' },
  { value: 'halo-pendant', label: 'Halo pendant' },
  { value: 'wool-rug', label: 'Wool rug' },
  { value: 'ash-stool', label: 'Ash stool' },
];

export default function SelectMaxCount() {
  const [featured, setFeatured] = useState(['aurora-lamp', 'linen-throw']);
  return (
    <Flex vertical gap="small" style={{ width: '100%', maxWidth: 320 }}>
      <Select
        mode="multiple"
        aria-label="Featured products, up to 3"
        placeholder="Feature up to 3 products"
        maxCount={3}
        value={featured}
        onChange={setFeatured}
        options={PRODUCTS}
        suffixIcon={`${featured.length}/3`}
      />
      <Select
        mode="multiple"
        aria-label="Products in the spring sale"
        defaultValue={PRODUCTS.map((p) => p.value)}
        options={PRODUCTS}
        maxTagCount={2}
        maxTagPlaceholder={(omitted) => (
          <Tooltip title={omitted.map((o) => o.label).join(', ')}>
            <span>+{omitted.length} more</span>
          </Tooltip>
        )}
      />
    </Flex>
  );
}
