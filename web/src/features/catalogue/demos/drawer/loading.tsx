import { Button, Descriptions, Drawer } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function DrawerLoading() {
  const [open, setOpen] = useState(false);
  const [loading, setLoading] = useState(true);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = () => {
    setOpen(true);
    setLoading(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setLoading(false), 1500);
  };

  return (
    <>
      <Button type="primary" onClick={show}>
        View customer
      </Button>
      <Drawer title="Aiko Tanaka" loading={loading} open={open} onClose={() => setOpen(false)}>
        <Descriptions
          column={1}
          items={[
            { key: 'email', label: 'Email', children: 'aiko.tanaka@example.com' },
            { key: 'orders', label: 'Orders', children: '14' },
            { key: 'spent', label: 'Total spent', children: '$1,240.00' },
            { key: 'since', label: 'Customer since', children: 'January 2024' },
          ]}
        />
      </Drawer>
    </>
  );
}
