import { Flex, Input } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function InputSearch() {
  const [loading, setLoading] = useState(false);
  const [result, setResult] = useState('');
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const search = (text: string) => {
    if (!text) return;
    setLoading(true);
    clearTimeout(timer.current);
    // Stands in for a request to the server.
    timer.current = setTimeout(() => {
      setLoading(false);
      setResult(`3 orders match “${text}”`);
    }, 800);
  };

  return (
    <Flex vertical gap="middle" style={{ width: '100%', maxWidth: 320 }}>
      <Input.Search aria-label="Search products" placeholder="Search products" allowClear />
      <Input.Search
        aria-label="Search orders"
        placeholder="Order number or customer"
        enterButton="Search"
        loading={loading}
        onSearch={search}
      />
      {result && <span>{result}</span>}
    </Flex>
  );
}
