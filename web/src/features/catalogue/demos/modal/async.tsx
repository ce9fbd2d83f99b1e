import { Button, Modal } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function ModalAsync() {
  const [open, setOpen] = useState(false);
  const [confirmLoading, setConfirmLoading] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const refund = () => {
    setConfirmLoading(true);
    timer.current = setTimeout(() => {
      setConfirmLoading(false);
      setOpen(false);
    }, 2000);
  };

  return (
    <>
      <Button onClick={() => setOpen(true)}>Refund order #1042</Button>
      <Modal
        title="Refund $248.00 to Mina Park?"
        open={open}
        confirmLoading={confirmLoading}
        onOk={refund}
        onCancel={() => setOpen(false)}
      >
        <p>The money goes back to the card ending in 4242 within 5–10 working days.</p>
      </Modal>
    </>
  );
}
