import { billingPlanInputSchema, billingPlanSchema } from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { actorOf } from '../../auth/access.ts';
import { route } from '../../http/route-catalog.ts';
import type { BillingService } from './service.ts';

/** The workspace's plan: every member reads it (and whom to ask); `billing.manage` changes it. */
export async function billingRoutes(app: FastifyInstance, { billing }: { billing: BillingService }) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['billing'];

  r.get(
    '/billing/plan',
    route({
      access: 'member',
      summary: "The workspace's plan, its renewal, and the administrators who may change it",
      tags,
      response: { 200: billingPlanSchema },
    }),
    async () => billing.plan(),
  );

  r.put(
    '/billing/plan',
    route({
      access: 'billing.manage',
      summary: 'Choose the plan and billing period: a paid plan renews one period from now',
      tags,
      body: billingPlanInputSchema,
      response: { 200: billingPlanSchema },
    }),
    async (request) => billing.setPlan(request.body, actorOf(request)),
  );
}
