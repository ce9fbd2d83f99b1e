import { Flex, Input } from 'antd';
import { useId } from 'react';

export default function InputBasic() {
  const id = useId();
  return (
    <Flex vertical gap={4} style={{ width: '100%', maxWidth: 300 }}>
      <label htmlFor={id}>Product name</label>
      <Input id={id} placeholder="Aurora desk lamp" maxLength={60} />
    </Flex>
  );
}
