import { DEVICES } from '@atrium/contracts/dashboard-rules';
import type { StartQueries } from '../../routes/routes';
import { dashboardsApi } from './api';

const { prefetch } = dashboardsApi.util;

/**
 * What each dashboard asks for as it opens, with the arguments its widgets start with (period "year", the visitors'
 * "month", each list's length). Each dashboard page exports its list as `startQueries`, which the route runs as soon as
 * the page's code has run (routes/router.tsx), so the widgets find their requests under way, or answered, when they
 * mount. A widget that starts with other arguments must change here too: first-queries.test renders each dashboard and
 * compares what it asks for with this list.
 */
const FIRST_QUERIES = {
  default: () => [
    prefetch('getSalesSummary', 'year', {}),
    prefetch('getVisitors', 'month', {}),
    prefetch('getMonthlyTarget', undefined, {}),
    prefetch('getActiveMembers', undefined, {}),
    prefetch('getNewMembers', 5, {}),
    prefetch('getTransactions', 10, {}),
  ],
  analytic: () => [
    prefetch('getTraffic', { dimension: 'country', period: 'year', limit: 250 }, {}),
    prefetch('getTraffic', { dimension: 'device', period: 'year', limit: DEVICES.length }, {}),
    prefetch('getTraffic', { dimension: 'page', period: 'year', limit: 7 }, {}),
    prefetch('getTraffic', { dimension: 'source', period: 'year', limit: 20 }, {}),
    prefetch('getVisitors', 'month', {}),
  ],
  sales: () => [
    prefetch('getWeeklyRevenue', undefined, {}),
    prefetch('getSalesByCategory', 'year', {}),
    prefetch('getSalesFigures', 'year', {}),
    prefetch('getTopProducts', { period: 'week', limit: 5 }, {}),
    prefetch('getCustomerChannels', 'month', {}),
    prefetch('getRecentOrders', 6, {}),
  ],
};

export type Dashboard = keyof typeof FIRST_QUERIES;

export const startDashboardQueries =
  (dashboard: Dashboard): StartQueries =>
  (dispatch) => {
    for (const action of FIRST_QUERIES[dashboard]()) dispatch(action);
  };
