import { CheckOutlined } from '@ant-design/icons';
import { type BillingPeriod, type BillingPlan, PLAN_FEATURES } from '@atrium/contracts/billing-rules';
import { Card, Flex, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlanPrice } from './use-plan-price';

/** One plan: its name, price for the chosen period, what it includes, and the action offered (if any). */
export function PlanCard({
  plan,
  period,
  current,
  action,
}: {
  plan: BillingPlan;
  period: BillingPeriod;
  /** The workspace is on this plan (whatever its period). */
  current: boolean;
  action?: ReactNode;
}) {
  const { t } = useTranslation('billing');
  const price = usePlanPrice();
  const name = t(`plans.${plan}.name`);
  const headingId = `pricing-plan-${plan}`;

  return (
    <Card
      className={`pricing-card${current ? ' pricing-card-current' : ''}`}
      data-testid={`plan-${plan}`}
      styles={{ body: { height: '100%' } }}
    >
      <section aria-labelledby={headingId} className="pricing-card-body">
        <Flex align="center" justify="space-between" gap={8} wrap>
          <Typography.Title level={3} id={headingId} className="pricing-card-title">
            {name}
          </Typography.Title>
          {current && <Tag color="blue">{t('current')}</Tag>}
        </Flex>
        <Typography.Paragraph type="secondary" className="pricing-card-description">
          <bdi>{t(`plans.${plan}.description`)}</bdi>
        </Typography.Paragraph>
        <p className="pricing-price">
          <bdi className="pricing-amount">{price.format(plan, period)}</bdi>{' '}
          <bdi className="pricing-per">{t(`per.${period}`)}</bdi>
        </p>
        <Typography.Text type="secondary" className="pricing-note">
          <bdi>{plan === 'free' ? t('freeForever') : t(`billed.${period}`)}</bdi>
        </Typography.Text>
        <ul className="pricing-features" aria-label={t('featuresLabel', { plan: name })}>
          {PLAN_FEATURES[plan].map((feature) => (
            <li key={feature}>
              <CheckOutlined className="pricing-check" aria-hidden />
              <bdi>{t(`features.${feature}`)}</bdi>
            </li>
          ))}
        </ul>
        {action && <div className="pricing-action">{action}</div>}
      </section>
    </Card>
  );
}
