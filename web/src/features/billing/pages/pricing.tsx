import {
  BILLING_PERIODS,
  BILLING_PLANS,
  type BillingPeriod,
  type BillingPlan,
  YEARLY_SAVING_PERCENT,
} from '@atrium/contracts/billing-rules';
import { Button, Card, Segmented, Skeleton, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadError } from '../../../components/load-error';
import { useAccess } from '../../../lib/access';
import { useGetBillingPlanQuery } from '../api';
import { AskAdmin } from '../components/ask-admin';
import { PlanCard } from '../components/plan-card';
import { PricingFaq } from '../components/pricing-faq';
import { useChoosePlan } from '../components/use-choose-plan';
import '../components/pricing.css';

/**
 * Pages → Pricing: the three plans at the chosen billing period, the workspace's own marked. A member holding
 * `billing.manage` chooses one (after a confirmation); anyone else is told whom to ask. A short FAQ below.
 */
export default function Pricing() {
  const { t } = useTranslation('billing');
  const plan = useGetBillingPlanQuery();
  const access = useAccess();
  const choose = useChoosePlan();
  const [picked, setPicked] = useState<BillingPeriod | null>(null);
  const state = plan.data;
  // Until the reader picks one, the period shown is the workspace's own.
  const period = picked ?? (state && state.plan !== 'free' ? state.period : 'monthly');
  const canManage = access.can('billing.manage');

  const actionFor = (p: BillingPlan) => {
    if (!state || !canManage) return undefined;
    const exact = state.plan === p && (p === 'free' || state.period === period);
    if (exact)
      return (
        <Button block disabled>
          {t('current')}
        </Button>
      );
    const name = t(`plans.${p}.name`);
    return (
      <Button
        block
        type={p === 'free' ? 'default' : 'primary'}
        aria-label={t('getStartedLabel', { plan: name })}
        onClick={() => choose(p, period)}
      >
        {t('getStarted')}
      </Button>
    );
  };

  let plans: React.ReactNode;
  if (state) {
    plans = BILLING_PLANS.map((p) => (
      <PlanCard key={p} plan={p} period={period} current={state.plan === p} action={actionFor(p)} />
    ));
  } else if (plan.isError) {
    plans = (
      <div className="pricing-plans-error">
        <LoadError title={t('loadFailed')} error={plan.error} onRetry={() => void plan.refetch()} />
      </div>
    );
  } else {
    plans = BILLING_PLANS.map((p) => (
      <Card key={p} aria-busy="true">
        <Skeleton active paragraph={{ rows: 6 }} />
      </Card>
    ));
  }

  return (
    <div className="pricing">
      <header className="pricing-hero">
        <Typography.Title level={2}>{t('title')}</Typography.Title>
        <Typography.Paragraph type="secondary">
          <bdi>{t('subtitle')}</bdi>
        </Typography.Paragraph>
        <Segmented<BillingPeriod>
          value={period}
          onChange={setPicked}
          aria-label={t('period.label')}
          options={BILLING_PERIODS.map((p) => ({
            value: p,
            label:
              p === 'yearly' ? (
                <>
                  {t('period.yearly')}
                  <span className="pricing-save">{t('period.save', { percent: YEARLY_SAVING_PERCENT })}</span>
                </>
              ) : (
                t('period.monthly')
              ),
          }))}
        />
      </header>
      {state && !canManage && !access.loading && <AskAdmin admins={state.admins} />}
      <div className="pricing-plans">{plans}</div>
      <PricingFaq />
    </div>
  );
}
