import type { BillingPeriod, BillingPlan } from '@atrium/contracts/billing-rules';
import { App } from 'antd';
import { useTranslation } from 'react-i18next';
import { useApiErrors } from '../../../lib/api-errors';
import { formatDate } from '../../../lib/dates';
import { useSetBillingPlanMutation } from '../api';
import { usePlanPrice } from './use-plan-price';

/**
 * Choosing a plan: a confirmation saying what changes and at what price, then the PUT. The dialog stays open,
 * its button loading, until the server answers; success and failure are both said.
 */
export function useChoosePlan() {
  const { t } = useTranslation('billing');
  const { modal, message } = App.useApp();
  const apiErrors = useApiErrors();
  const price = usePlanPrice();
  const [setPlan] = useSetBillingPlanMutation();

  return (plan: BillingPlan, period: BillingPeriod) => {
    const name = t(`plans.${plan}.name`);
    modal.confirm({
      title: t('confirm.title', { plan: name }),
      content:
        plan === 'free'
          ? t('confirm.free')
          : t(`confirm.${period}`, { plan: name, price: price.format(plan, period) }),
      okText: t('confirm.ok'),
      cancelText: t('confirm.cancel'),
      onOk: async () => {
        try {
          const state = await setPlan({ plan, period }).unwrap();
          message.success(
            state.renewsAt
              ? t('changedRenews', { plan: name, date: formatDate(state.renewsAt, 'LL') })
              : t('changed', { plan: name }),
          );
        } catch (error) {
          message.error(t('changeFailed', { message: apiErrors.message(error) }));
        }
      },
    });
  };
}
