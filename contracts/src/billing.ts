import { z } from 'zod';
import { BILLING_PERIODS, BILLING_PLANS } from './billing-rules.ts';

export * from './billing-rules.ts';

/** PUT /api/billing/plan: the plan and how often it is billed (a Free plan is never billed). */
export const billingPlanInputSchema = z
  .object({ plan: z.enum(BILLING_PLANS), period: z.enum(BILLING_PERIODS) })
  .strict();
export type BillingPlanInput = z.input<typeof billingPlanInputSchema>;

const personSchema = z.object({ uid: z.string(), displayName: z.string() });
export type BillingPerson = z.infer<typeof personSchema>;

/** GET and PUT /api/billing/plan: the workspace's plan, who last changed it, and who may change it. */
export const billingPlanSchema = z.object({
  plan: z.enum(BILLING_PLANS),
  period: z.enum(BILLING_PERIODS),
  /** When a paid plan renews; null on the Free plan. */
  renewsAt: z.iso.datetime().nullable(),
  changedAt: z.iso.datetime(),
  /** Null until someone first chooses a plan. */
  changedBy: personSchema.nullable(),
  /** The active administrators, whom a member without `billing.manage` asks to change the plan. */
  admins: z.array(personSchema),
});
export type BillingPlanState = z.infer<typeof billingPlanSchema>;
