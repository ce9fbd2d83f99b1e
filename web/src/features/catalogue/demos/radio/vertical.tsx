import { Input, Radio } from 'antd';
import { useState } from 'react';

const REASONS = [
  { value: 'damaged', label: 'Arrived damaged' },
  { value: 'wrong', label: 'Wrong item sent' },
  { value: 'late', label: 'Arrived too late' },
  { value: 'other', label: 'Other reason' },
];

export default function RadioVertical() {
  const [reason, setReason] = useState('damaged');
  return (
    <Radio.Group
      aria-label="Return reason for order #1042"
      orientation="vertical"
      value={reason}
      onChange={(e) => setReason(e.target.value)}
    >
      {REASONS.map(({ value, label }) => (
        <Radio key={value} value={value}>
          {label}
          {value === 'other' && reason === 'other' && (
            <Input
              aria-label="Describe the reason"
              placeholder="Describe the reason"
              style={{ width: '100%', maxWidth: 220, marginInlineStart: 12 }}
            />
          )}
        </Radio>
      ))}
    </Radio.Group>
  );
}
