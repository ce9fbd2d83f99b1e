import { Mentions } from 'antd';
import { useState } from 'react';

const OPTIONS: Record<string, { value: string; label: string }[]> = {
  '@': ['mina.park', 'jonas.weber', 'aiko.tanaka'].map((handle) => ({ value: handle, label: `@${handle}` })),
  '#': [
    { value: '1042', label: '#1042 · Mina Park · $248.00' },
    { value: '1041', label: '#1041 · Jonas Weber · $89.00' },
    { value: '1039', label: '#1039 · Aiko Tanaka · $320.00' },
  ],
};

export default function MentionsPrefixes() {
  const [prefix, setPrefix] = useState('@');
  return (
    <Mentions
      aria-label="Message to the team"
      placeholder="@ for a member, # for an order"
      prefix={['@', '#']}
      // onSearch says which prefix was typed, so the list can switch between members and orders.
      onSearch={(_, typed) => setPrefix(typed)}
      options={OPTIONS[prefix]}
      rows={2}
      style={{ width: '100%', maxWidth: 360 }}
    />
  );
}
