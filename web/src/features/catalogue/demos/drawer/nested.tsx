import { Button, Drawer, Radio } from 'antd';
import { useState } from 'react';

export default function DrawerNested() {
  const [open, setOpen] = useState(false);
  const [carrierOpen, setCarrierOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Ship order #1042
      </Button>
      <Drawer title="Ship order #1042" size={520} open={open} onClose={() => setOpen(false)}>
        <p>Mina Park, 12 Keizersgracht, Amsterdam</p>
        <p>Carrier: PostNL Standard</p>
        <Button onClick={() => setCarrierOpen(true)}>Change carrier</Button>
        <Drawer title="Carrier" open={carrierOpen} onClose={() => setCarrierOpen(false)}>
          <Radio.Group
            aria-label="Carrier"
            vertical
            defaultValue="postnl"
            options={[
              { value: 'postnl', label: 'PostNL Standard · $6.90' },
              { value: 'dhl', label: 'DHL Express · $14.90' },
              { value: 'pickup', label: 'Pick-up in Rotterdam · free' },
            ]}
          />
        </Drawer>
      </Drawer>
    </>
  );
}
