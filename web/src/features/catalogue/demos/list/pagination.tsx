import { Flex, Listy, Pagination, Typography } from 'antd';
import { useState } from 'react';

type Task = { id: number; title: string; owner: string };

const OWNERS = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau', 'Chen Jie'];
const CHORES = ['Restock', 'Photograph', 'Reprice', 'Check reviews of'];
const PRODUCTS = ['Aurora desk lamp', 'Linen throw', 'Oak side table', 'Ceramic vase', 'Wool rug'];

/** The entry at `i`, starting again from the first after the last. */
const cycle = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

const tasks: Task[] = Array.from({ length: 17 }, (_, i) => ({
  id: i,
  title: `${cycle(CHORES, i)} the ${cycle(PRODUCTS, i * 2)}`,
  owner: cycle(OWNERS, i),
}));

const PAGE_SIZE = 5;

export default function ListPagination() {
  const [current, setCurrent] = useState(1);
  const shown = tasks.slice((current - 1) * PAGE_SIZE, current * PAGE_SIZE);
  return (
    <Flex vertical gap="middle">
      <Listy<Task>
        items={shown}
        rowKey="id"
        itemRender={(task) => (
          <Flex justify="space-between" gap="small" wrap>
            <Typography.Text>{task.title}</Typography.Text>
            <Typography.Text type="secondary">{task.owner}</Typography.Text>
          </Flex>
        )}
      />
      <Pagination
        size="small"
        align="end"
        current={current}
        pageSize={PAGE_SIZE}
        total={tasks.length}
        onChange={setCurrent}
      />
    </Flex>
  );
}
