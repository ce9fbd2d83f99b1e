// What other features may use of billing: the workspace plan as the API gives it (the Setting › Billing summary).
// The Pricing page and its parts are billing's own.
export { useGetBillingPlanQuery } from './api';
