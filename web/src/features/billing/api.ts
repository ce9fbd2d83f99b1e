import type { BillingPlanInput, BillingPlanState } from '@atrium/contracts';
import { api } from '../../lib/api';

/** The workspace's plan: read by every member, changed by those holding `billing.manage`. */
export const billingApi = api.enhanceEndpoints({ addTagTypes: ['BillingPlan'] }).injectEndpoints({
  endpoints: (build) => ({
    getBillingPlan: build.query<BillingPlanState, void>({
      query: () => '/billing/plan',
      providesTags: ['BillingPlan'],
    }),
    setBillingPlan: build.mutation<BillingPlanState, BillingPlanInput>({
      query: (body) => ({ url: '/billing/plan', method: 'PUT', body }),
      // The answer is the new state: every screen showing the plan has it at once, without asking again.
      async onQueryStarted(_input, { dispatch, queryFulfilled }) {
        try {
          const { data } = await queryFulfilled;
          dispatch(billingApi.util.upsertQueryData('getBillingPlan', undefined, data));
        } catch {
          // The caller shows the failure; the cached plan stays as it was.
        }
      },
      invalidatesTags: ['Audit'],
    }),
  }),
});

export const { useGetBillingPlanQuery, useSetBillingPlanMutation } = billingApi;
