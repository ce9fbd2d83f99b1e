import { App, Button, Flex, Listy, Typography } from 'antd';
import { useState } from 'react';

type Refund = { id: string; order: string; customer: string; amount: string; reason: string };

const initialRefunds: Refund[] = [
  { id: 'r1', order: '#1042', customer: 'Mina Park', amount: '$59.50', reason: 'Linen throw arrived torn' },
  {
    id: 'r2',
    order: '#1045',
    customer: 'Lucas Moreau',
    amount: '$189.00',
    reason: 'Oak side table too large',
  },
  { id: 'r3', order: '#1051', customer: 'Chen Jie', amount: '$34.00', reason: 'Vase chipped in transit' },
];

export default function ListActions() {
  const { message } = App.useApp();
  const [refunds, setRefunds] = useState(initialRefunds);

  const decide = (refund: Refund, approved: boolean) => {
    setRefunds((all) => all.filter((r) => r.id !== refund.id));
    message.info(`${approved ? 'Approved' : 'Declined'} the refund for ${refund.order}`);
  };

  if (!refunds.length)
    return <Typography.Text type="secondary">No refunds waiting for a decision.</Typography.Text>;

  return (
    <Listy<Refund>
      items={refunds}
      rowKey="id"
      itemRender={(refund) => (
        <Flex gap="small" align="center" justify="space-between" wrap>
          <Flex vertical style={{ minWidth: 0 }}>
            <Typography.Text strong>
              {refund.order} · {refund.customer} · {refund.amount}
            </Typography.Text>
            <Typography.Text type="secondary">{refund.reason}</Typography.Text>
          </Flex>
          <Flex gap="small">
            <Button size="small" type="primary" onClick={() => decide(refund, true)}>
              Approve
            </Button>
            <Button size="small" onClick={() => decide(refund, false)}>
              Decline
            </Button>
          </Flex>
        </Flex>
      )}
    />
  );
}
