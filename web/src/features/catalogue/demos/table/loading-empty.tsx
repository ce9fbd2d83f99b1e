import { Flex, Segmented, Table, type TableProps } from 'antd';
import { useState } from 'react';

type Return = { key: string; customer: string; product: string; reason: string };

type State = 'Loaded' | 'Loading' | 'Empty';

const returns: Return[] = [
  { key: 'R-318', customer: 'Lucas Moreau', product: 'Oak side table', reason: 'Damaged in transit' },
  { key: 'R-319', customer: 'Aiko Tanaka', product: 'Linen throw', reason: 'Wrong colour' },
  { key: 'R-320', customer: 'Jonas Weber', product: 'Aurora desk lamp', reason: 'Changed mind' },
];

const columns: TableProps<Return>['columns'] = [
  { title: 'Return', dataIndex: 'key' },
  { title: 'Customer', dataIndex: 'customer' },
  { title: 'Product', dataIndex: 'product' },
  { title: 'Reason', dataIndex: 'reason' },
];

export default function TableLoadingEmpty() {
  const [state, setState] = useState<State>('Loading');
  return (
    <Flex vertical gap="middle">
      <Segmented<State>
        options={['Loaded', 'Loading', 'Empty']}
        value={state}
        onChange={setState}
        aria-label="Table state"
      />
      {/* Our own scroll box, unlike antd's scroll.x one, can be focused to scroll it by keyboard. */}
      <section
        aria-label="Returns"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
        tabIndex={0}
        style={{ overflowX: 'auto' }}
      >
        <Table<Return>
          columns={columns}
          dataSource={state === 'Empty' ? [] : returns}
          loading={state === 'Loading'}
          pagination={false}
        />
      </section>
    </Flex>
  );
}
