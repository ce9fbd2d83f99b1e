import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';

export default function InputTextArea() {
  const [noteOpen, setNoteOpen] = useState(false);
  return (
    <Flex vertical gap="large" align="start" style={{ width: '100%', maxWidth: 360 }}>
      <Input.TextArea
        aria-label="Product description"
        defaultValue="Solid oak side table with a drawer, finished with natural oil."
        showCount
        maxLength={200}
        rows={3}
      />
      {noteOpen ? (
        <Input.TextArea
          aria-label="Note for the warehouse"
          placeholder="Grows with the text, from 2 to 6 lines"
          autoSize={{ minRows: 2, maxRows: 6 }}
          autoFocus
        />
      ) : (
        <Button type="dashed" icon={<PlusOutlined />} onClick={() => setNoteOpen(true)}>
          Add a note for the warehouse
        </Button>
      )}
    </Flex>
  );
}
