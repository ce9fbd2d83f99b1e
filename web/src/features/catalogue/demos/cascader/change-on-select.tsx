import { Cascader } from 'antd';

const REGIONS = [
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
      { value: 'germany', label: 'Germany', children: [{ value: 'berlin', label: 'Berlin' }] },
    ],
  },
  {
    value: 'asia',
    label: 'Asia',
    children: [{ value: 'japan', label: 'Japan', children: [{ value: 'osaka', label: 'Osaka' }] }],
  },
];

export default function CascaderChangeOnSelect() {
  return (
    <Cascader
      aria-label="Sales region"
      placeholder="All regions"
      options={REGIONS}
      // A report can cover a continent or a country, not only a city.
      changeOnSelect
      expandTrigger="hover"
      defaultValue={['europe', 'france']}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
