import { Button, Flex, Listy, Typography } from 'antd';
import { useEffect, useRef, useState } from 'react';

type Message = { id: number; from: string; subject: string };

const SENDERS = ['Mina Park', 'Jonas Weber', 'Aiko Tanaka', 'Lucas Moreau', 'Chen Jie'];
const SUBJECTS = [
  (order: number) => `Where is order #${order}?`,
  (order: number) => `Invoice for order #${order}`,
  (order: number) => `Return of order #${order}`,
  (order: number) => `Gift wrap on order #${order}`,
];
const TOTAL = 14;

/** The entry at `i`, starting again from the first after the last. */
const cycle = <T,>(list: readonly T[], i: number) => list[i % list.length] as T;

/** The next page of messages, as a server would answer. */
const page = (from: number, size = 4): Message[] =>
  Array.from({ length: Math.min(size, TOTAL - from) }, (_, i) => ({
    id: from + i,
    from: cycle(SENDERS, from + i),
    subject: cycle(SUBJECTS, from + i)(1042 + from + i),
  }));

export default function ListLoadMore() {
  const [messages, setMessages] = useState(() => page(0));
  const [loading, setLoading] = useState(false);
  const timer = useRef<number>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const loadMore = () => {
    setLoading(true);
    timer.current = window.setTimeout(() => {
      setMessages((current) => [...current, ...page(current.length)]);
      setLoading(false);
    }, 600);
  };

  return (
    <Flex vertical gap="small">
      <Listy<Message>
        items={messages}
        rowKey="id"
        itemRender={(m) => (
          <Flex vertical>
            <Typography.Text strong>{m.subject}</Typography.Text>
            <Typography.Text type="secondary">{m.from}</Typography.Text>
          </Flex>
        )}
      />
      {messages.length < TOTAL ? (
        <Button onClick={loadMore} loading={loading} style={{ alignSelf: 'center' }}>
          Load more
        </Button>
      ) : (
        <Typography.Text type="secondary" style={{ textAlign: 'center' }}>
          All {TOTAL} messages loaded
        </Typography.Text>
      )}
    </Flex>
  );
}
