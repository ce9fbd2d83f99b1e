import { Cascader } from 'antd';

type Place = { value: string; label: string; children?: Place[] };

const WAREHOUSES: Place[] = [
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
      { value: 'netherlands', label: 'Netherlands', children: [{ value: 'rotterdam', label: 'Rotterdam' }] },
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

// A path matches when any of its levels contains the text, whatever the case: "ly" finds Europe › France › Lyon.
const filter = (input: string, path: Place[]) =>
  path.some((place) => place.label.toLowerCase().includes(input.toLowerCase()));

export default function CascaderSearch() {
  return (
    <Cascader
      aria-label="Warehouse"
      placeholder="Type a city or a country"
      options={WAREHOUSES}
      showSearch={{ filter }}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
