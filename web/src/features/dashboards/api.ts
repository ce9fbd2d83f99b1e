import type {
  ActiveMembers,
  CustomerChannels,
  MonthlyTarget,
  MonthlyTargetInput,
  NewMembers,
  RecentOrders,
  SalesByCategory,
  SalesFigures,
  SalesSummary,
  TopProducts,
  Traffic,
  TrafficQuery,
  Transactions,
  VisitorSeries,
  WeeklyRevenue,
} from '@atrium/contracts';
import type { Interval, Period } from '@atrium/contracts/dashboard-rules';
import { api } from '../../lib/api';

/**
 * Every dashboard widget has its own query (one request per widget) and its own tag, `{ type: 'Dashboard', id }`,
 * so one widget can be refreshed alone. Widgets computed from orders also provide 'Orders' (the e-commerce tag):
 * a change to orders elsewhere refetches the ones on screen, and nothing else.
 */
const widget = (id: string) => ({ type: 'Dashboard' as const, id });
const fromOrders = (id: string) => [widget(id), 'Orders' as const];

export const dashboardsApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard', 'Orders'] }).injectEndpoints({
  endpoints: (build) => ({
    getSalesSummary: build.query<SalesSummary, Period>({
      query: (period) => ({ url: '/dashboards/summary', params: { period } }),
      providesTags: fromOrders('summary'),
    }),
    getVisitors: build.query<VisitorSeries, Interval>({
      query: (interval) => ({ url: '/dashboards/visitors', params: { interval } }),
      providesTags: [widget('visitors')],
    }),
    getMonthlyTarget: build.query<MonthlyTarget, void>({
      query: () => '/dashboards/target',
      providesTags: fromOrders('target'),
    }),
    setMonthlyTarget: build.mutation<MonthlyTarget, MonthlyTargetInput>({
      query: (body) => ({ url: '/dashboards/target', method: 'PUT', body }),
      invalidatesTags: [widget('target')],
    }),
    getActiveMembers: build.query<ActiveMembers, void>({
      query: () => '/dashboards/active-members',
      providesTags: [widget('active-members')],
    }),
    getNewMembers: build.query<NewMembers, number>({
      query: (limit) => ({ url: '/dashboards/new-members', params: { limit } }),
      providesTags: [widget('new-members'), 'Members'],
    }),
    getTransactions: build.query<Transactions, number>({
      query: (limit) => ({ url: '/dashboards/transactions', params: { limit } }),
      providesTags: fromOrders('transactions'),
    }),
    getTraffic: build.query<Traffic, TrafficQuery>({
      query: (params) => ({ url: '/dashboards/traffic', params }),
      providesTags: (_r, _e, { dimension }) => [widget(`traffic-${dimension}`)],
    }),
    getWeeklyRevenue: build.query<WeeklyRevenue, void>({
      query: () => '/dashboards/weekly-revenue',
      providesTags: fromOrders('weekly-revenue'),
    }),
    getSalesFigures: build.query<SalesFigures, Period>({
      query: (period) => ({ url: '/dashboards/sales-figures', params: { period } }),
      providesTags: fromOrders('sales-figures'),
    }),
    getTopProducts: build.query<TopProducts, { period: Period; limit: number }>({
      query: (params) => ({ url: '/dashboards/top-products', params }),
      providesTags: fromOrders('top-products'),
    }),
    getSalesByCategory: build.query<SalesByCategory, Period>({
      query: (period) => ({ url: '/dashboards/sales-by-category', params: { period } }),
      providesTags: fromOrders('sales-by-category'),
    }),
    getCustomerChannels: build.query<CustomerChannels, Interval>({
      query: (interval) => ({ url: '/dashboards/customers', params: { interval } }),
      providesTags: fromOrders('customers'),
    }),
    getRecentOrders: build.query<RecentOrders, number>({
      query: (limit) => ({ url: '/dashboards/recent-orders', params: { limit } }),
      providesTags: fromOrders('recent-orders'),
    }),
  }),
});

export const {
  useGetSalesSummaryQuery,
  useGetVisitorsQuery,
  useGetMonthlyTargetQuery,
  useSetMonthlyTargetMutation,
  useGetActiveMembersQuery,
  useGetNewMembersQuery,
  useGetTransactionsQuery,
  useGetTrafficQuery,
  useGetWeeklyRevenueQuery,
  useGetSalesFiguresQuery,
  useGetTopProductsQuery,
  useGetSalesByCategoryQuery,
  useGetCustomerChannelsQuery,
  useGetRecentOrdersQuery,
} = dashboardsApi;
