import { TreeSelect } from 'antd';

const CATEGORIES = [
  {
    value: 'lighting',
    title: 'Lighting',
    children: [
      { value: 'desk-lamps', title: 'Desk lamps' },
      { value: 'pendants', title: 'Pendants' },
    ],
  },
  {
    value: 'textiles',
    title: 'Textiles',
    children: [
      { value: 'throws', title: 'Throws' },
      { value: 'rugs', title: 'Rugs' },
    ],
  },
  {
    value: 'furniture',
    title: 'Furniture',
    children: [
      { value: 'tables', title: 'Tables' },
      { value: 'stools', title: 'Stools', disabled: true },
    ],
  },
];

export default function TreeSelectBasic() {
  return (
    <TreeSelect
      aria-label="Category of the Aurora desk lamp"
      placeholder="Choose a category"
      treeData={CATEGORIES}
      defaultValue="desk-lamps"
      treeDefaultExpandAll
      allowClear
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
