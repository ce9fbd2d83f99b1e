import { Button, Drawer, Flex } from 'antd';
import { useState } from 'react';

type Size = 'default' | 'large';

export default function DrawerSizes() {
  const [size, setSize] = useState<Size>('default');
  const [open, setOpen] = useState(false);
  const [notesOpen, setNotesOpen] = useState(false);
  const show = (next: Size) => {
    setSize(next);
    setOpen(true);
  };
  return (
    <Flex gap="small" wrap>
      <Button onClick={() => show('default')}>Default (378 px)</Button>
      <Button onClick={() => show('large')}>Large (736 px)</Button>
      <Button onClick={() => setNotesOpen(true)}>Resizable</Button>
      <Drawer title="Shipping rates" size={size} open={open} onClose={() => setOpen(false)}>
        <p>Standard: $6.90, 3–5 working days.</p>
        <p>Express: $14.90, next working day.</p>
      </Drawer>
      <Drawer
        title="Packing notes"
        resizable
        maxSize={800}
        open={notesOpen}
        onClose={() => setNotesOpen(false)}
      >
        <p>Drag the edge of this panel to make it wider or narrower.</p>
        <p>Wrap the Oak side table legs in two layers of foam.</p>
      </Drawer>
    </Flex>
  );
}
