import '../../../app/connect-api';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SIGNED_IN_NAME_KEY } from '../../../config/app-config';
import { renderWithProviders } from '../../../testing/render';
import DefaultDashboard from '../pages/default-dashboard';
import { charts, countOf, json, ME, stubApi, TARGET } from './dashboard-test-utils';
import { LatestTransactionsWidget } from './latest-transactions';
import { MonthlyTargetWidget } from './monthly-target';
import { NewMembersWidget } from './new-members';
import { VisitorsAreaWidget } from './visitors-area';

vi.mock('react-chartjs-2', async () => (await import('./dashboard-test-utils')).chartStub());
vi.mock('../../auth/auth-service', () => ({ authService: { getIdToken: vi.fn(async () => null) } }));

const card = (testId: string) => within(screen.getByTestId(testId));
const renderDashboard = (ui = <DefaultDashboard />) =>
  renderWithProviders(ui, { route: '/app/dashboards/default' });

beforeEach(() => {
  charts.clear();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('default dashboard', { timeout: 30_000 }, () => {
  it('greets a returning member by the name saved on this device before Firebase has restored the session', () => {
    stubApi();
    localStorage.setItem(SIGNED_IN_NAME_KEY, 'Mina Park');
    renderWithProviders(<DefaultDashboard />, {
      route: '/app/dashboards/default',
      preloadedState: { auth: { loading: false, message: '', showMessage: false, redirect: '', token: 't' } },
    });
    const greeting = screen.getByTestId('welcome-title');
    expect(greeting).toHaveTextContent(/^Welcome, Mina Park$/);
    // Only the prerendered copy carries the wording for boot.js to fill in.
    expect(greeting).not.toHaveAttribute('data-name-template');
  });

  it('shows the figures the API computed: money, counts, change arrows, chart data', async () => {
    const calls = stubApi();
    renderDashboard();

    expect(screen.getByTestId('welcome-title')).toHaveTextContent('Welcome');
    // Until its data arrives a widget shows grey bars (hidden from assistive tech, which hears aria-busy instead).
    const loading = screen.getByTestId('summary-revenue');
    expect(loading).toHaveAttribute('aria-busy', 'true');
    expect(loading.querySelector('.figure-skeleton[aria-hidden="true"]')).not.toBeNull();
    const revenue = card('summary-revenue');
    expect(await revenue.findByText('$12,345.60')).toBeInTheDocument();
    expect(loading.querySelector('.figure-skeleton')).toBeNull();
    expect(revenue.getByRole('img', { name: /^Up 23\.5%/ })).toHaveAttribute('data-direction', 'up');
    expect(card('summary-sales').getByText('321')).toBeInTheDocument();
    expect(card('summary-sales').getByRole('img', { name: /^Down 19\.8%/ })).toHaveClass(
      'dashboard-change-down',
    );
    expect(card('summary-costs').getByRole('img', { name: /No comparison/ })).toHaveTextContent('—');

    // Isolated (bdi): in the RTL layout the amounts around a left-to-right word would otherwise reorder.
    expect((await card('monthly-target').findByText('$15,000.00 of $20,000.00')).tagName).toBe('BDI');
    expect(card('new-members').getByRole('link', { name: 'Ana Lopez' })).toHaveAttribute(
      'href',
      '/app/pages/profile/u1',
    );
    const row = within(card('latest-transactions').getByText('Bob Stone').closest('tr') as HTMLElement);
    expect(row.getByText('$99.50')).toBeInTheDocument();
    expect(row.getByText('March 4, 2025')).toBeInTheDocument();
    expect(row.getByText('Approved')).toHaveClass('status-tag-green');

    // The area chart is SVG (no Chart.js on this page): its description is the data as text, its legend buttons.
    const visitors = await card('visitors-line').findByRole('img', { name: 'Unique visitors (Month)' });
    expect(visitors.tagName).toBe('svg');
    expect(visitors.querySelector('desc')?.textContent).toMatch(
      /^Visitors — Mar 2025: .*; Page views — Mar 2025: 400,/,
    );
    expect(
      card('visitors-line')
        .getAllByRole('button', { pressed: true })
        .map((b) => b.textContent),
    ).toEqual(['Visitors', 'Page views']);
    expect(visitors.querySelectorAll('[data-series] path')).toHaveLength(4); // a line and an area per series
    expect(charts.size).toBe(0);

    // One request per widget; the three statistic cards share one.
    expect(countOf(calls, '/api/dashboards/summary')).toBe(1);
    expect(
      calls.find((c) => c.url.pathname === '/api/dashboards/summary')?.url.searchParams.get('period'),
    ).toBe('year');
  });

  it('shows a failing widget its error and Retry while the others keep their data', async () => {
    let fail = true;
    const calls = stubApi(({ url }) =>
      url.pathname === '/api/dashboards/transactions' && fail
        ? json({ error: 'Database is down' }, 500)
        : undefined,
    );
    renderDashboard();

    const transactions = card('latest-transactions');
    expect(
      await transactions.findByText('Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(transactions.getByText('Could not load Latest Transactions')).toBeInTheDocument();
    expect(await card('summary-revenue').findByText('$12,345.60')).toBeInTheDocument();
    expect(card('new-members').getByText('Ana Lopez')).toBeInTheDocument();

    fail = false;
    await userEvent.click(transactions.getByRole('button', { name: 'Retry' }));
    expect(await transactions.findByText('Bob Stone')).toBeInTheDocument();
    expect(countOf(calls, '/api/dashboards/transactions')).toBe(2);
    expect(countOf(calls, '/api/dashboards/summary')).toBe(1);
  });

  it('shows Empty and zeros, never NaN, when there is no data', async () => {
    stubApi(undefined, {
      '/api/me': ME,
      '/api/dashboards/summary': {
        period: 'year',
        revenue: { value: 0, previous: 0, change: null },
        sales: { value: 0, previous: 0, change: null },
        costs: { value: 0, previous: 0, change: null },
      },
      '/api/dashboards/visitors': { interval: 'month', points: [] },
      '/api/dashboards/target': { month: '2025-03', target: 0, actual: 0, percent: 0 },
      '/api/dashboards/active-members': { total: 0, change: null, points: [] },
      '/api/dashboards/new-members': { items: [] },
      '/api/dashboards/transactions': { items: [] },
    });
    const { container } = renderDashboard();

    expect(await card('summary-revenue').findByText('$0.00')).toBeInTheDocument();
    expect(await card('new-members').findByText('No data for this period yet')).toBeInTheDocument();
    expect(await card('latest-transactions').findByText('No data for this period yet')).toBeInTheDocument();
    expect(await card('visitors-line').findByText('No data for this period yet')).toBeInTheDocument();
    expect(await card('monthly-target').findByText('$0.00 so far; no target set')).toBeInTheDocument();
    expect(await card('active-members').findByText('0')).toBeInTheDocument();
    expect(container.textContent).not.toMatch(/NaN|Infinity|undefined/);
  });

  it('asks for daily buckets when Day is picked', async () => {
    const calls = stubApi();
    renderDashboard(<VisitorsAreaWidget />);
    const visitors = card('visitors-line');
    expect(await visitors.findByRole('img', { name: 'Unique visitors (Month)' })).toBeInTheDocument();

    // antd's Segmented hides its radio inputs under their labels: click the label, as a person does.
    await userEvent.click(visitors.getByRole('radio', { name: 'Day' }).closest('label') as HTMLElement);
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.pathname === '/api/dashboards/visitors' && c.url.search === '?interval=day'),
      ).toBe(true),
    );
    expect(visitors.getByRole('radiogroup', { name: 'Interval' })).toBeInTheDocument();
  });

  it('refreshes one widget from its menu and exports its data as CSV', async () => {
    // The refresh's answer waits until released, so the card can be seen while it refreshes.
    let release = () => {};
    const refreshed = new Promise<void>((resolve) => {
      release = resolve;
    });
    let transactionCalls = 0;
    const calls = stubApi(async ({ url }) => {
      if (url.pathname === '/api/dashboards/transactions' && ++transactionCalls === 2) await refreshed;
      return undefined;
    });
    let blob: Blob | undefined;
    URL.createObjectURL = vi.fn((b: Blob) => {
      blob = b;
      return 'blob:csv';
    });
    URL.revokeObjectURL = vi.fn();
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderDashboard(
      <>
        <LatestTransactionsWidget />
        <NewMembersWidget />
      </>,
    );
    const transactions = card('latest-transactions');
    await transactions.findByText('Bob Stone');

    // The menu's Dropdown is mounted when the pointer first reaches its button, which is then a new element.
    const menu = () => transactions.getByRole('button', { name: 'Latest Transactions menu' });
    await userEvent.hover(menu());
    await userEvent.click(menu());
    await userEvent.click(await screen.findByRole('menuitem', { name: /Refresh/ }));
    await waitFor(() => expect(countOf(calls, '/api/dashboards/transactions')).toBe(2));
    expect(countOf(calls, '/api/dashboards/new-members')).toBe(1);
    // Refreshing: the rows stay, dimmed under a spinner, and the card says it is busy.
    const refreshing = transactions.getByText('Bob Stone').closest('.widget-card-content');
    await waitFor(() => expect(refreshing).toHaveAttribute('data-refreshing', 'true'));
    expect(screen.getByTestId('latest-transactions')).toHaveAttribute('aria-busy', 'true');
    release();
    await waitFor(() => expect(refreshing).not.toHaveAttribute('data-refreshing'));

    await userEvent.click(menu());
    const exportItems = await screen.findAllByRole('menuitem', { name: /Export/ });
    await userEvent.click(exportItems[exportItems.length - 1] as HTMLElement);
    // The CSV policy loads on the first export.
    await waitFor(() => expect(click).toHaveBeenCalled());
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^latest-transactions-\d{4}-\d{2}-\d{2}\.csv$/);
    const bytes = await new Promise<ArrayBuffer>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(reader.result as ArrayBuffer);
      reader.readAsArrayBuffer(blob as Blob);
    });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(bytes);
    expect(text.charCodeAt(0)).toBe(0xfeff);
    expect(text.slice(1)).toBe(
      'Order,Customer,Date,Amount,Status\r\n' +
        'ORD-1,Bob Stone,2025-03-04T10:00:00.000Z,99.5,Approved\r\n' +
        'ORD-2,"Cy ""Ace"", Jr",2025-03-05T10:00:00.000Z,10,Rejected\r\n',
    );
  });

  it('lets an admin change the monthly target and shows the server field error, translated', async () => {
    const calls = stubApi(({ url, method, body }) => {
      if (url.pathname === '/api/me') return json({ ...ME, role: 'admin' });
      if (url.pathname === '/api/dashboards/target' && method === 'PUT') {
        return (body as { target: number }).target > 50000
          ? json(
              {
                error: 'Some fields are not valid.',
                code: 'invalid',
                fields: { target: { code: 'too_large', message: 'Too large (English).', max: 50000 } },
              },
              400,
            )
          : json({ ...TARGET, target: (body as { target: number }).target });
      }
      return undefined;
    });
    const user = userEvent.setup({ delay: null });
    renderDashboard(<MonthlyTargetWidget />);
    const target = card('monthly-target');
    await user.click(await target.findByRole('button', { name: /Edit target/ }));
    const input = await target.findByRole('spinbutton', { name: 'Target amount (USD)' });

    await user.clear(input);
    await user.click(target.getByRole('button', { name: 'Save' }));
    expect(await target.findByText('Enter an amount.')).toBeInTheDocument();

    await user.type(input, '90000');
    await user.click(target.getByRole('button', { name: 'Save' }));
    // The server's code and parameter, in the user's language; not its English message.
    expect(await target.findByText('At most 50,000.')).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, '30000');
    await user.click(target.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(target.queryByRole('spinbutton')).not.toBeInTheDocument());
    const puts = calls.filter((c) => c.method === 'PUT');
    expect(puts.map((c) => c.body)).toEqual([{ target: 90000 }, { target: 30000 }]);
    // Saving invalidates the widget, which loads again.
    await waitFor(() => expect(countOf(calls, '/api/dashboards/target')).toBe(5));
  });
});
