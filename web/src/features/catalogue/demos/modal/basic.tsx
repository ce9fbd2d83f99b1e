import { Button, Input, Modal } from 'antd';
import { useState } from 'react';

export default function ModalBasic() {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button type="primary" onClick={() => setOpen(true)}>
        Edit order note
      </Button>
      <Modal
        title="Note for order #1042"
        open={open}
        onOk={() => setOpen(false)}
        onCancel={() => setOpen(false)}
      >
        <Input.TextArea aria-label="Note" rows={3} defaultValue="Please gift-wrap the Linen throw." />
      </Modal>
    </>
  );
}
