import { Cascader } from 'antd';

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
      { value: 'germany', label: 'Germany', children: [{ value: 'berlin', label: 'Berlin' }] },
    ],
  },
  {
    value: 'asia',
    label: 'Asia',
    children: [
      { value: 'japan', label: 'Japan', children: [{ value: 'osaka', label: 'Osaka' }] },
      { value: 'china', label: 'China', children: [{ value: 'shenzhen', label: 'Shenzhen' }] },
    ],
  },
];

export default function CascaderMultiple() {
  return (
    <Cascader
      aria-label="Stock from warehouses"
      placeholder="Warehouses that ship this product"
      options={WAREHOUSES}
      multiple
      maxTagCount="responsive"
      showCheckedStrategy={Cascader.SHOW_CHILD}
      defaultValue={[
        ['europe', 'france', 'lyon'],
        ['asia', 'japan', 'osaka'],
      ]}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
