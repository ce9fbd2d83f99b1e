import { Cascader } from 'antd';
import { useState } from 'react';

const WAREHOUSES = [
  {
    value: 'europe',
    label: 'Europe',
    children: [
      {
        value: 'france',
        label: 'France',
        children: [
          { value: 'lyon', label: 'Lyon' },
          { value: 'paris', label: 'Paris' },
        ],
      },
      { value: 'netherlands', label: 'Netherlands', children: [{ value: 'rotterdam', label: 'Rotterdam' }] },
    ],
  },
  {
    value: 'asia',
    label: 'Asia',
    children: [{ value: 'japan', label: 'Japan', children: [{ value: 'osaka', label: 'Osaka' }] }],
  },
];

export default function CascaderBasic() {
  const [city, setCity] = useState('Lyon');
  return (
    <>
      <Cascader
        aria-label="Warehouse"
        options={WAREHOUSES}
        defaultValue={['europe', 'france', 'lyon']}
        onChange={(_, selected) => setCity(selected?.at(-1)?.label ?? '')}
        style={{ width: '100%', maxWidth: 300 }}
      />
      <p>{city ? `Order #1042 ships from ${city}.` : 'Choose a warehouse for order #1042.'}</p>
    </>
  );
}
