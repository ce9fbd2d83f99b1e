import {
  type BillingPeriod,
  type BillingPlan,
  currencyOfLanguage,
  planPrice,
} from '@atrium/contracts/billing-rules';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';

/** A plan's price as the language writes it, in the language's currency: "$19", "19 €", "¥129", "￥2,800". */
export function formatPlanPrice(language: string, plan: BillingPlan, period: BillingPeriod): string {
  const currency = currencyOfLanguage(language);
  // Whole prices without ".00"; a currency with cents still shows them when a price has any.
  return new Intl.NumberFormat(language, { style: 'currency', currency, minimumFractionDigits: 0 }).format(
    planPrice(plan, period, currency),
  );
}

/** Plan prices in the language the screen is shown in. */
export function usePlanPrice() {
  const { i18n } = useTranslation('billing');
  const language = i18n.resolvedLanguage ?? i18n.language ?? 'en';
  return useMemo(
    () => ({
      currency: currencyOfLanguage(language),
      format: (plan: BillingPlan, period: BillingPeriod) => formatPlanPrice(language, plan, period),
    }),
    [language],
  );
}
