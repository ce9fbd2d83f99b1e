import { Cascader, Tag } from 'antd';

type Place = { value: string; label: string; code?: string; disabled?: boolean; children?: Place[] };

const WAREHOUSES: Place[] = [
  {
    value: 'france',
    label: 'France',
    children: [
      { value: 'lyon', label: 'Lyon', code: 'LYS-1' },
      { value: 'lille', label: 'Lille', code: 'LIL-2', disabled: true },
    ],
  },
  {
    value: 'germany',
    label: 'Germany',
    children: [
      { value: 'berlin', label: 'Berlin', code: 'BER-1' },
      { value: 'hamburg', label: 'Hamburg (closed for inventory)', code: 'HAM-3', disabled: true },
    ],
  },
];

// Shows "Lyon LYS-1" instead of "France / Lyon".
const display = (labels: string[], selected?: Place[]) => {
  const warehouse = selected?.at(-1);
  return warehouse ? (
    <span>
      {labels.at(-1)} <Tag>{warehouse.code}</Tag>
    </span>
  ) : (
    labels.join(' / ')
  );
};

export default function CascaderCustomDisplay() {
  return (
    <Cascader
      aria-label="Pick-up warehouse"
      options={WAREHOUSES}
      defaultValue={['france', 'lyon']}
      displayRender={display}
      style={{ width: '100%', maxWidth: 300 }}
    />
  );
}
