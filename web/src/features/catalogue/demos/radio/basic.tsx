import { Radio } from 'antd';
import { useState } from 'react';

const PAYMENT_METHODS = [
  { value: 'card', label: 'Card' },
  { value: 'paypal', label: 'PayPal' },
  { value: 'transfer', label: 'Bank transfer' },
  { value: 'invoice', label: 'Invoice (30 days)' },
];

export default function RadioBasic() {
  const [method, setMethod] = useState('card');
  return (
    <Radio.Group
      aria-label="Payment method"
      options={PAYMENT_METHODS}
      value={method}
      onChange={(e) => setMethod(e.target.value)}
    />
  );
}
