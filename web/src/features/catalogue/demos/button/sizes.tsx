import { DownloadOutlined } from '@ant-design/icons';
import { Button, type ButtonProps, Flex, Radio } from 'antd';
import { useState } from 'react';

export default function ButtonSizes() {
  const [size, setSize] = useState<ButtonProps['size']>('large');
  return (
    <Flex vertical gap="middle">
      <Radio.Group value={size} onChange={(e) => setSize(e.target.value)} aria-label="Size">
        <Radio.Button value="large">Large</Radio.Button>
        <Radio.Button value="medium">Default</Radio.Button>
        <Radio.Button value="small">Small</Radio.Button>
      </Radio.Group>
      <Flex gap="small" wrap>
        <Button type="primary" size={size}>
          Save order
        </Button>
        <Button size={size}>Preview</Button>
        <Button type="primary" size={size} icon={<DownloadOutlined />} aria-label="Download invoice" />
        <Button type="primary" shape="round" size={size} icon={<DownloadOutlined />}>
          Invoice #1042
        </Button>
      </Flex>
    </Flex>
  );
}
