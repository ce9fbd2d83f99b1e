import { Button, Spin } from 'antd';
import { useEffect, useRef, useState } from 'react';

export default function SpinFullscreen() {
  const [spinning, setSpinning] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const importProducts = () => {
    setSpinning(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setSpinning(false), 2000);
  };

  return (
    <>
      <Button onClick={importProducts}>Import 248 products</Button>
      <Spin fullscreen spinning={spinning} percent="auto" description="Importing products…" />
    </>
  );
}
