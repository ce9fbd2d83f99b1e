import { PlusOutlined } from '@ant-design/icons';
import { Button, Flex, Input, type InputRef, Tag } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function TagAddInput() {
  const [tags, setTags] = useState(['vip', 'wholesale', 'newsletter']);
  const [adding, setAdding] = useState(false);
  const [value, setValue] = useState('');
  const inputRef = useRef<InputRef>(null);

  useEffect(() => {
    if (adding) inputRef.current?.focus();
  }, [adding]);

  const confirm = () => {
    const tag = value.trim().toLowerCase();
    if (tag && !tags.includes(tag)) setTags([...tags, tag]);
    setAdding(false);
    setValue('');
  };

  return (
    <Flex gap="small" wrap align="center">
      {tags.map((tag) => (
        <Tag
          key={tag}
          closable={{ 'aria-label': `Remove ${tag}` }}
          onClose={() => setTags(tags.filter((t) => t !== tag))}
        >
          {tag}
        </Tag>
      ))}
      {adding ? (
        <Input
          ref={inputRef}
          size="small"
          style={{ width: 96 }}
          value={value}
          onChange={(e) => setValue(e.target.value)}
          onBlur={confirm}
          onPressEnter={confirm}
          aria-label="New customer tag"
        />
      ) : (
        <Button size="small" type="dashed" icon={<PlusOutlined />} onClick={() => setAdding(true)}>
          New tag
        </Button>
      )}
    </Flex>
  );
}
