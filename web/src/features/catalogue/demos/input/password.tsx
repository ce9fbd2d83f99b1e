import { EyeInvisibleOutlined, EyeOutlined } from '@ant-design/icons';
import { Button, Flex, Input } from 'antd';
import { useState } from 'react';

export default function InputPassword() {
  const [visible, setVisible] = useState(false);
  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 300 }}>
      <Input.Password aria-label="Password" placeholder="Password" autoComplete="new-password" />
      <Flex gap="small">
        <Input.Password
          aria-label="API key"
          defaultValue="sk_live_4f9a2c71"
          visibilityToggle={{ visible, onVisibleChange: setVisible }}
          iconRender={(shown) => (shown ? <EyeOutlined /> : <EyeInvisibleOutlined />)}
        />
        <Button onClick={() => setVisible(!visible)}>{visible ? 'Hide' : 'Show'}</Button>
      </Flex>
    </Flex>
  );
}
