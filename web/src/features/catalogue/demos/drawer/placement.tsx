import { Button, Checkbox, ConfigProvider, Drawer, Flex, Radio } from 'antd';
import { useContext, useState } from 'react';

type Side = 'start' | 'end' | 'top' | 'bottom';

// Drawer takes physical sides, so start and end swap in right-to-left layouts.
const PLACEMENTS = {
  ltr: { start: 'left', end: 'right', top: 'top', bottom: 'bottom' },
  rtl: { start: 'right', end: 'left', top: 'top', bottom: 'bottom' },
} as const;

export default function DrawerPlacement() {
  const { direction } = useContext(ConfigProvider.ConfigContext);
  const [side, setSide] = useState<Side>('end');
  const [open, setOpen] = useState(false);
  return (
    <Flex gap="small" wrap align="center">
      <Radio.Group
        aria-label="Side"
        optionType="button"
        value={side}
        onChange={(e) => setSide(e.target.value)}
        options={[
          { value: 'start', label: 'Start' },
          { value: 'end', label: 'End' },
          { value: 'top', label: 'Top' },
          { value: 'bottom', label: 'Bottom' },
        ]}
      />
      <Button type="primary" onClick={() => setOpen(true)}>
        Filter orders
      </Button>
      <Drawer
        title="Filter orders"
        placement={PLACEMENTS[direction === 'rtl' ? 'rtl' : 'ltr'][side]}
        open={open}
        onClose={() => setOpen(false)}
      >
        <Checkbox.Group
          aria-label="Order status"
          defaultValue={['paid', 'shipped']}
          options={[
            { value: 'pending', label: 'Pending' },
            { value: 'paid', label: 'Paid' },
            { value: 'shipped', label: 'Shipped' },
            { value: 'refunded', label: 'Refunded' },
          ]}
        />
      </Drawer>
    </Flex>
  );
}
