import { Flex, InputNumber } from 'antd';
import { useId, useState } from 'react';

export default function InputNumberBasic() {
  const id = useId();
  const [quantity, setQuantity] = useState<number | null>(2);
  return (
    <Flex vertical gap={4} align="start">
      <label htmlFor={id}>Quantity (1–99)</label>
      <InputNumber id={id} min={1} max={99} value={quantity} onChange={setQuantity} />
      <span>
        {quantity ? `${quantity} × Linen throw = $${(quantity * 89).toFixed(2)}` : 'Enter a quantity'}
      </span>
    </Flex>
  );
}
