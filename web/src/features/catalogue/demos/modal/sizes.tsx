import { Button, Descriptions, Flex, Modal, Typography } from 'antd';
import { useState } from 'react';

export default function ModalSizes() {
  const [open, setOpen] = useState<'centered' | 'wide'>();
  const close = () => setOpen(undefined);
  return (
    <Flex gap="small" wrap>
      <Button onClick={() => setOpen('centered')}>Centered</Button>
      <Button onClick={() => setOpen('wide')}>Responsive width</Button>
      <Modal title="Keyboard shortcuts" centered open={open === 'centered'} onCancel={close} footer={null}>
        <p>
          <Typography.Text keyboard>/</Typography.Text> Search orders
        </p>
        <p>
          <Typography.Text keyboard>N</Typography.Text> New product
        </p>
      </Modal>
      <Modal
        title="Sales by warehouse, March 2026"
        width={{ xs: '90%', md: 720, xl: 1000 }}
        open={open === 'wide'}
        onOk={close}
        onCancel={close}
      >
        <Descriptions
          column={{ xs: 1, md: 3 }}
          items={[
            { key: 'rotterdam', label: 'Rotterdam', children: '$18,240.00' },
            { key: 'lyon', label: 'Lyon', children: '$9,410.50' },
            { key: 'osaka', label: 'Osaka', children: '$12,075.00' },
          ]}
        />
      </Modal>
    </Flex>
  );
}
