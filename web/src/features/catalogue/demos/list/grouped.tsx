import { Flex, Listy, Tag, Typography } from 'antd';
import dayjs from 'dayjs';

type Task = { id: number; due: string; title: string; owner: string };

const TITLES = [
  (order: number) => `Pack order #${order}`,
  (order: number) => `Call back about #${order}`,
  (order: number) => `Refund order #${order}`,
  (order: number) => `Check stock for #${order}`,
];
const OWNERS = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau', 'Chen Jie'];

/** The entry at `i`, starting again from the first after the last. */
const cycle = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

const tasks: Task[] = Array.from({ length: 16 }, (_, i) => ({
  id: i,
  due: dayjs('2026-03-09')
    .add(Math.floor(i / 4), 'day')
    .format('YYYY-MM-DD'),
  title: cycle(TITLES, i)(1042 + i),
  owner: cycle(OWNERS, i),
}));

export default function ListGrouped() {
  // The scrolling box is ours rather than Listy's height: Listy's box cannot take focus, and this one,
  // focusable and named, lets keyboard users scroll with the arrow keys. sticky works in either.
  return (
    <section
      aria-label="Tasks by due date"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard to be scrolled
      tabIndex={0}
      style={{ maxHeight: 260, overflowY: 'auto' }}
    >
      <Listy<Task, string>
        items={tasks}
        rowKey="id"
        sticky
        group={{
          key: (task) => task.due,
          title: (due, dayTasks) => (
            <Flex justify="space-between">
              <span>{dayjs(due).format('dddd D MMMM')}</span>
              <Tag>{dayTasks.length}</Tag>
            </Flex>
          ),
        }}
        itemRender={(task) => (
          <Flex justify="space-between" gap="small" wrap>
            <Typography.Text>{task.title}</Typography.Text>
            <Typography.Text type="secondary">{task.owner}</Typography.Text>
          </Flex>
        )}
      />
    </section>
  );
}
