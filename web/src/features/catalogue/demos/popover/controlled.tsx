import { App, Button, Flex, Input, Popover } from 'antd';
import { useState } from 'react';

export default function PopoverControlled() {
  const { message } = App.useApp();
  const [open, setOpen] = useState(false);
  const [note, setNote] = useState('');

  const save = () => {
    message.success('Note added to order #1042');
    setNote('');
    setOpen(false);
  };

  const content = (
    <Flex vertical gap="small" style={{ width: 220 }}>
      <Input.TextArea
        rows={3}
        value={note}
        onChange={(e) => setNote(e.target.value)}
        placeholder="Leave at the back door"
        aria-label="Delivery note"
      />
      <Flex gap="small" justify="flex-end">
        <Button size="small" onClick={() => setOpen(false)}>
          Close
        </Button>
        <Button size="small" type="primary" disabled={!note.trim()} onClick={save}>
          Save
        </Button>
      </Flex>
    </Flex>
  );

  return (
    <Popover title="Delivery note" content={content} trigger="click" open={open} onOpenChange={setOpen}>
      <Button>Add a note</Button>
    </Popover>
  );
}
