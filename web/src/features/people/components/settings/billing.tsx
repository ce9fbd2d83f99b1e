import { CreditCardOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import type { Card } from '@atrium/contracts';
import { App, Button, Empty, Flex, Popconfirm, Skeleton, Tag, Typography, theme } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../../lib/api-errors';
import { useGetCardsQuery, useRemoveCardMutation } from '../../api';
import { AddCardModal } from './add-card-modal';
import { PlanSummary } from './plan-summary';
import { LoadFailed, SectionTitle } from './shared';

export const maskedNumber = (last4: string) => `•••• •••• •••• ${last4}`;
export const expiryOf = (card: Pick<Card, 'expMonth' | 'expYear'>) =>
  `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}`;

/** Billing: the workspace's plan, then the saved cards (masked by the API), removing one, and adding one. */
export function Billing() {
  const { t } = useTranslation('settings');
  const cards = useGetCardsQuery();
  const [adding, setAdding] = useState(false);

  const addButton = (
    <Button type="primary" icon={<PlusOutlined aria-hidden />} onClick={() => setAdding(true)}>
      {t('billing.add')}
    </Button>
  );

  let body: React.ReactNode;
  if (cards.data && cards.data.length > 0) {
    body = <CardList cards={cards.data} />;
  } else if (cards.data) {
    body = <Empty description={t('billing.empty')} />;
  } else if (cards.isError) {
    body = (
      <LoadFailed title={t('billing.loadFailed')} error={cards.error} onRetry={() => void cards.refetch()} />
    );
  } else {
    body = <Skeleton active paragraph={{ rows: 4 }} />;
  }

  return (
    <section aria-labelledby="settings-billing">
      <SectionTitle>
        <span id="settings-billing">{t('menu.billing')}</span>
      </SectionTitle>
      <PlanSummary />
      <SavedCardsTitle extra={addButton} />
      {body}
      <AddCardModal open={adding} onClose={() => setAdding(false)} />
    </section>
  );
}

/** The saved cards' own heading, under the plan, with the action that adds one. */
function SavedCardsTitle({ extra }: { extra: React.ReactNode }) {
  const { t } = useTranslation('settings');
  const { token } = theme.useToken();
  return (
    <Flex
      align="center"
      justify="space-between"
      gap={token.marginSM}
      wrap
      style={{ marginBlockEnd: token.marginSM }}
    >
      <Typography.Title level={3} style={{ fontSize: token.fontSizeLG, margin: 0 }}>
        {t('billing.listLabel')}
      </Typography.Title>
      {extra}
    </Flex>
  );
}

function CardList({ cards }: { cards: Card[] }) {
  const { t } = useTranslation('settings');
  const apiErrors = useApiErrors();
  const { message } = App.useApp();
  const { token } = theme.useToken();
  const [removeCard] = useRemoveCardMutation();
  const [removing, setRemoving] = useState<string | null>(null);

  const remove = async (card: Card) => {
    setRemoving(card.id);
    try {
      await removeCard(card.id).unwrap();
      message.success(t('billing.removed'));
    } catch (error) {
      message.error(t('billing.removeFailed', { message: apiErrors.message(error) }));
    } finally {
      setRemoving(null);
    }
  };

  return (
    <ul aria-label={t('billing.listLabel')} style={{ listStyle: 'none', margin: 0, padding: 0 }}>
      {cards.map((card, i) => (
        <li
          key={card.id}
          style={{
            paddingBlock: token.paddingMD,
            borderBlockStart: i === 0 ? undefined : `1px solid ${token.colorBorderSecondary}`,
          }}
        >
          <Flex align="center" justify="space-between" gap={token.marginMD} wrap>
            <Flex align="center" gap={token.marginMD}>
              <CreditCardOutlined style={{ fontSize: 28, color: token.colorPrimary }} aria-hidden />
              <Flex vertical>
                <span>
                  <Tag>{t(`billing.brands.${card.brand}`)}</Tag>
                  <Typography.Text strong>
                    {/* Digits read left to right in every language. */}
                    <bdi dir="ltr">{maskedNumber(card.last4)}</bdi>
                  </Typography.Text>
                </span>
                <Typography.Text type="secondary">
                  {card.holder} · {t('billing.expires')} <bdi dir="ltr">{expiryOf(card)}</bdi>
                </Typography.Text>
              </Flex>
            </Flex>
            <Popconfirm
              title={t('billing.removeConfirm')}
              okText={t('billing.remove')}
              okButtonProps={{ danger: true }}
              cancelText={t('shared.cancel')}
              onConfirm={() => remove(card)}
            >
              <Button
                danger
                icon={<DeleteOutlined aria-hidden />}
                loading={removing === card.id}
                aria-label={t('billing.removeLabel', { last4: card.last4 })}
              >
                {t('billing.remove')}
              </Button>
            </Popconfirm>
          </Flex>
        </li>
      ))}
    </ul>
  );
}
