import '../../../app/connect-api';
import type {
  RecentOrders,
  SalesByCategory,
  SalesFigures,
  TopProducts,
  WeeklyRevenue,
} from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import SalesDashboard from '../pages/sales-dashboard';
import { charts, stubApi } from './dashboard-test-utils';

vi.mock('react-chartjs-2', async () => (await import('./dashboard-test-utils')).chartStub());
vi.mock('../../auth/auth-service', () => ({ authService: { getIdToken: vi.fn(async () => null) } }));

const WEEK: WeeklyRevenue = {
  total: 700,
  previous: 500,
  change: 40,
  days: Array.from({ length: 7 }, (_, i) => ({
    start: `2025-03-${String(3 + i).padStart(2, '0')}`,
    revenue: 100,
  })),
};
const FIGURES: SalesFigures = {
  period: 'year',
  totalOrders: { value: 1200, previous: 1000, change: 20 },
  profit: { value: 3456.7, previous: 4000, change: -13.6 },
  conversionRate: { value: 2.35, previous: 2, change: 17.5 },
  dailyVisitors: { value: 87, previous: 0, change: null },
};
const TOP: TopProducts = {
  period: 'week',
  items: [
    { productId: 'p1', name: 'Leather Bag', category: 'bags', imageUrl: null, units: 12, revenue: 600 },
  ],
};
const CATEGORIES: SalesByCategory = {
  period: 'year',
  total: 1000,
  items: [
    { category: 'bags', revenue: 600, units: 12, percent: 60 },
    { category: 'shoes', revenue: 400, units: 8, percent: 40 },
  ],
};
const RECENT: RecentOrders = {
  items: [
    {
      id: 'ORD-1001',
      customer: { id: 'c1', name: 'Ana Lopez', email: 'ana@example.com' },
      productName: 'Leather Bag',
      itemCount: 1,
      channel: 'online',
      date: '2025-03-04T10:00:00.000Z',
      orderStatus: 'ready',
      paymentStatus: 'pending',
      total: 1234.5,
      remark: null,
    },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('sales dashboard', { timeout: 30_000 }, () => {
  it('shows the week, the figures, top products, categories and recent orders from the API', async () => {
    const calls = stubApi(undefined, {
      '/api/dashboards/weekly-revenue': WEEK,
      '/api/dashboards/sales-figures': FIGURES,
      '/api/dashboards/top-products': TOP,
      '/api/dashboards/sales-by-category': CATEGORIES,
      '/api/dashboards/customers': {
        interval: 'month',
        points: [{ start: '2025-03-01', store: 3, online: 5 }],
      },
      '/api/dashboards/recent-orders': RECENT,
    });
    renderWithProviders(<SalesDashboard />, { route: '/app/dashboards/sales' });

    const weekly = within(screen.getByTestId('weekly-revenue'));
    expect(await weekly.findByText('$700.00')).toBeInTheDocument();
    expect(weekly.getByRole('img', { name: /^Up 40%/ })).toBeInTheDocument();
    await waitFor(() =>
      expect(charts.get('Revenue per day this week')?.data).toMatchObject({
        labels: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      }),
    );

    expect(await within(screen.getByTestId('figure-totalOrders')).findByText('1,200')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-profit')).getByText('$3,456.70')).toBeInTheDocument();
    expect(within(screen.getByTestId('figure-conversionRate')).getByText('2.35%')).toBeInTheDocument();
    expect(
      within(screen.getByTestId('figure-dailyVisitors')).getByRole('img', { name: /No comparison/ }),
    ).toBeInTheDocument();

    const top = within(screen.getByTestId('top-products'));
    expect(await top.findByText('Leather Bag')).toBeInTheDocument();
    expect(top.getByText('Bags')).toBeInTheDocument();
    await userEvent.click(top.getByRole('radio', { name: 'This month' }).closest('label') as HTMLElement);
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.pathname === '/api/dashboards/top-products' && c.url.searchParams.get('period') === 'month',
        ),
      ).toBe(true),
    );

    await waitFor(() =>
      expect(charts.get('Revenue by category, $1,000.00 in all')?.data).toMatchObject({
        labels: ['Bags', 'Shoes'],
        datasets: [{ data: [600, 400] }],
      }),
    );

    const recent = within(screen.getByTestId('recent-orders'));
    expect(await recent.findByRole('link', { name: 'ORD-1001' })).toHaveAttribute(
      'href',
      '/app/apps/ecommerce/orders?q=ORD-1001',
    );
    expect(recent.getByRole('link', { name: 'Invoice of order ORD-1001' })).toHaveAttribute(
      'href',
      '/app/pages/invoice?order=ORD-1001',
    );
    expect(recent.getByText('Pending')).toHaveClass('status-tag-orange');
  });
});
