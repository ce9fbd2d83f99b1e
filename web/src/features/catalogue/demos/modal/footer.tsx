import { Button, Modal } from 'antd';
import { useState } from 'react';

export default function ModalFooter() {
  const [open, setOpen] = useState(false);
  const close = () => setOpen(false);
  return (
    <>
      <Button onClick={() => setOpen(true)}>Review product</Button>
      <Modal
        title="Publish Linen throw?"
        open={open}
        onOk={close}
        onCancel={close}
        footer={(_, { OkBtn, CancelBtn }) => (
          <>
            <Button onClick={close}>Save as draft</Button>
            <CancelBtn />
            <OkBtn />
          </>
        )}
      >
        <p>It goes live on the storefront at $59.00, with 24 in stock.</p>
      </Modal>
    </>
  );
}
