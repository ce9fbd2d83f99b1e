import { Checkbox, Divider, Flex } from 'antd';
import { useState } from 'react';

const ITEMS = ['Aurora desk lamp', 'Linen throw', 'Oak side table'];

export default function CheckboxCheckAll() {
  const [packed, setPacked] = useState<string[]>(['Linen throw']);
  const all = packed.length === ITEMS.length;
  return (
    <Flex vertical>
      <Checkbox
        // Some but not all: the box shows a dash.
        indeterminate={packed.length > 0 && !all}
        checked={all}
        onChange={(e) => setPacked(e.target.checked ? ITEMS : [])}
      >
        Order #1042: all items packed
      </Checkbox>
      <Divider style={{ marginBlock: 8 }} />
      <Checkbox.Group
        options={ITEMS}
        value={packed}
        onChange={setPacked}
        style={{ flexDirection: 'column', gap: 8 }}
      />
    </Flex>
  );
}
