// The workspace plans as plain data (no zod): the Pricing page imports it by value without the schemas, and the
// server's schemas (billing.ts) build on the same lists.

export const BILLING_PLANS = ['free', 'monthly', 'premium'] as const;
export type BillingPlan = (typeof BILLING_PLANS)[number];

export const BILLING_PERIODS = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof BILLING_PERIODS)[number];

/** A plan's length in months, which sets its renewal date. */
export const PERIOD_MONTHS: Record<BillingPeriod, number> = { monthly: 1, yearly: 12 };

export const BILLING_CURRENCIES = ['USD', 'CNY', 'EUR', 'JPY'] as const;
export type BillingCurrency = (typeof BILLING_CURRENCIES)[number];

/** Prices are quoted in the currency of the reader's language (the app's four languages). */
export const CURRENCY_BY_LANGUAGE = { en: 'USD', zh: 'CNY', fr: 'EUR', ja: 'JPY' } as const satisfies Record<
  string,
  BillingCurrency
>;

export const currencyOfLanguage = (language: string): BillingCurrency =>
  CURRENCY_BY_LANGUAGE[language.split('-')[0] as keyof typeof CURRENCY_BY_LANGUAGE] ?? 'USD';

/** A month's price of each paid plan, in whole units of each currency (round local prices, not conversions). */
const MONTHLY_PRICES: Record<BillingPlan, Record<BillingCurrency, number>> = {
  free: { USD: 0, CNY: 0, EUR: 0, JPY: 0 },
  monthly: { USD: 19, CNY: 129, EUR: 18, JPY: 2800 },
  premium: { USD: 49, CNY: 329, EUR: 45, JPY: 7200 },
};

/** A year costs ten months: two months free, about 17% off. */
export const YEARLY_MONTHS_CHARGED = 10;
export const YEARLY_SAVING_PERCENT = Math.round((1 - YEARLY_MONTHS_CHARGED / 12) * 100);

/** What `plan` costs for one `period` in `currency`. */
export const planPrice = (plan: BillingPlan, period: BillingPeriod, currency: BillingCurrency): number =>
  MONTHLY_PRICES[plan][currency] * (period === 'yearly' ? YEARLY_MONTHS_CHARGED : 1);

/** What each plan includes, by the key the web translates (`billing:features.<key>`), most telling first. */
export const PLAN_FEATURES = {
  free: ['members3', 'products100', 'storage1', 'supportCommunity'],
  monthly: ['members25', 'products5000', 'storage50', 'auditLog', 'supportEmail'],
  premium: [
    'membersUnlimited',
    'productsUnlimited',
    'storage500',
    'auditLog',
    'apiAccess',
    'supportPriority',
  ],
} as const satisfies Record<BillingPlan, readonly string[]>;
export type PlanFeature = (typeof PLAN_FEATURES)[BillingPlan][number];
