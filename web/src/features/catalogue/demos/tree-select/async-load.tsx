import { TreeSelect, type TreeSelectProps } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Location = { id: string; pId?: string; value: string; title: string; isLeaf?: boolean };

const WAREHOUSES: Location[] = [
  { id: 'rotterdam', value: 'rotterdam', title: 'Rotterdam' },
  { id: 'lyon', value: 'lyon', title: 'Lyon' },
  { id: 'osaka', value: 'osaka', title: 'Osaka' },
];

export default function TreeSelectAsyncLoad() {
  const [locations, setLocations] = useState(WAREHOUSES);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  // Stands in for a request for the aisles of one warehouse.
  const loadAisles: TreeSelectProps['loadData'] = ({ id }) =>
    new Promise<void>((resolve) => {
      timers.current.push(
        setTimeout(() => {
          const aisles = ['A', 'B', 'C'].map((aisle) => ({
            id: `${id}-${aisle}`,
            pId: id,
            value: `${id}-${aisle}`,
            title: `Aisle ${aisle}`,
            isLeaf: true,
          }));
          setLocations((current) => [...current, ...aisles]);
          resolve();
        }, 800),
      );
    });

  return (
    <TreeSelect
      aria-label="Storage location of the Oak side table"
      placeholder="Warehouse and aisle"
      treeDataSimpleMode
      treeData={locations}
      loadData={loadAisles}
      style={{ width: '100%', maxWidth: 320 }}
    />
  );
}
