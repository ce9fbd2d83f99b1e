import type { Order, OrderList } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApi } from '../../../app/connect-api';
import { renderWithProviders } from '../../../testing/render';
import Orders from '../pages/orders';
import { signedInAs } from './product-test-utils';

vi.mock('../../auth/auth-service', () => ({
  authService: { getIdToken: vi.fn(async () => 'export-token') },
}));

const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

const order = (over: Partial<Order>): Order => ({
  id: 'ORD-1001',
  customer: { id: 'c1', name: 'Ana Lopez', email: 'ana@example.com' },
  productName: 'Leather Bag',
  itemCount: 1,
  channel: 'online',
  date: '2025-03-04T10:00:00.000Z',
  orderStatus: 'ready',
  paymentStatus: 'paid',
  total: 1234.5,
  remark: null,
  ...over,
});

const A = order({});
const B = order({
  id: 'ORD-1002',
  customer: { id: 'c2', name: 'Bob Stone', email: 'bob@example.com' },
  productName: 'Smart Watch',
  itemCount: 3,
  orderStatus: 'shipped',
  paymentStatus: 'expired',
  total: 99,
});

type Call = { method: string; url: URL; headers: Headers; body: string };

/** Stubs fetch (RTK Query's Request and the export's plain URL + init) and records every call. */
function stubApi(handle?: (call: Call) => Response | undefined) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const body = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, url, headers: request.headers, body };
      calls.push(call);
      const custom = handle?.(call);
      if (custom) return custom;
      if (url.pathname === '/api/me') return json(signedInAs('manager'));
      if (url.pathname === '/api/orders' && request.method === 'GET') {
        const list: OrderList = {
          items: [A, B],
          total: 2,
          page: Number(url.searchParams.get('page') ?? 1),
          pageSize: Number(url.searchParams.get('pageSize') ?? 10),
        };
        return json(list);
      }
      if (url.pathname === '/api/orders/ORD-1001' && request.method === 'GET')
        return json({
          ...A,
          lines: [{ productId: 'p1', productName: 'Leather Bag', quantity: 2, price: 617.25, total: 1234.5 }],
        });
      return json({ error: 'Not found' }, 404);
    }),
  );
  return calls;
}

/** The orders screen as the signed-in shell shows it: requests carry the member's token. */
function renderOrders(route = '/app/apps/ecommerce/orders') {
  const view = renderWithProviders(
    <AntdApp>
      <Orders />
    </AntdApp>,
    { route },
  );
  connectApi(view.store.dispatch);
  return view;
}

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:orders');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('orders list', { timeout: 30_000 }, () => {
  it('sends the URL state as params, renders tags, money and "+n more"; search and sort update it', async () => {
    const calls = stubApi();
    const { router } = renderOrders(
      '/app/apps/ecommerce/orders?page=2&pageSize=20&sort=total&order=asc&q=ana&paymentStatus=paid',
    );

    expect(await screen.findByText('ORD-1001')).toBeInTheDocument();
    const first = calls.find((c) => c.url.pathname === '/api/orders');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      page: '2',
      pageSize: '20',
      sort: 'total',
      order: 'asc',
      q: 'ana',
      paymentStatus: 'paid',
    });

    const rowA = within(screen.getByText('ORD-1001').closest('tr') as HTMLElement);
    expect(rowA.getByText('Ready')).toHaveClass('status-tag-blue');
    expect(rowA.getByText('Paid')).toHaveClass('status-tag-green');
    expect(rowA.getByText('$1,234.50')).toBeInTheDocument();
    expect(rowA.getByText('Ana Lopez')).toBeInTheDocument();
    expect(rowA.getByText('Mar 4, 2025')).toBeInTheDocument();
    const rowB = within(screen.getByText('ORD-1002').closest('tr') as HTMLElement);
    expect(rowB.getByText('Shipped')).toHaveClass('status-tag-green');
    expect(rowB.getByText('Expired')).toHaveClass('status-tag-red');
    // Isolated (bdi): in the RTL layout the leading "+2" would otherwise move to the end ("more 2+").
    expect(rowB.getByText('+2 more').tagName).toBe('BDI');

    const search = screen.getByLabelText('Search by order ID, customer name or email');
    expect(search).toHaveValue('ana');
    await userEvent.clear(search);
    await userEvent.type(search, 'bob');
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.searchParams.get('q') === 'bob' && c.url.searchParams.get('page') === '1'),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('q=bob');
    expect(router.state.location.search).toContain('paymentStatus=paid');

    await userEvent.click(screen.getByRole('columnheader', { name: /Customer/ }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.searchParams.get('sort') === 'customer' && c.url.searchParams.get('order') === 'asc',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('sort=customer');
  });

  it('filters by payment status through the Select (back to page 1)', async () => {
    const calls = stubApi();
    const { router } = renderOrders('/app/apps/ecommerce/orders?page=3');
    await screen.findByText('ORD-1001');
    const first = calls.find((c) => c.url.pathname === '/api/orders');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      page: '3',
      pageSize: '10',
      sort: 'date',
      order: 'desc',
    });

    await userEvent.click(screen.getByRole('combobox', { name: 'Payment status' }));
    const option = await screen.findByRole('option', { name: 'Pending' });
    await userEvent.click(option);
    await waitFor(() =>
      expect(
        calls.some(
          (c) =>
            c.url.searchParams.get('paymentStatus') === 'pending' && c.url.searchParams.get('page') === '1',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toBe('?paymentStatus=pending');
  });

  it('shows the details with lines and an invoice link', async () => {
    stubApi();
    renderOrders();

    await userEvent.click(await screen.findByRole('button', { name: 'Actions for order ORD-1001' }));
    await userEvent.click(await screen.findByText('View Details'));
    const drawer = await screen.findByTestId('order-drawer');
    expect(await within(drawer).findByText('$617.25')).toBeInTheDocument();
    expect(within(drawer).getByText('ana@example.com')).toBeInTheDocument();
    expect(within(drawer).getByRole('link', { name: /Open invoice/ })).toHaveAttribute(
      'href',
      '/app/pages/invoice?order=ORD-1001',
    );
  });

  it('saves a remark with PUT', async () => {
    const calls = stubApi((c) =>
      c.method === 'PUT' && c.url.pathname === '/api/orders/ORD-1001/remark'
        ? json({ ...A, remark: 'Gift wrap' })
        : undefined,
    );
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for order ORD-1001' }));
    await userEvent.click(await screen.findByText('Add to remark'));
    const dialog = (await screen.findByText('Remark for order ORD-1001')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('  Gift wrap ');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.url.pathname).toBe('/api/orders/ORD-1001/remark');
    expect(JSON.parse(put?.body ?? '{}')).toEqual({ remark: 'Gift wrap' });
    expect(await screen.findByText('The remark on order ORD-1001 has been saved.')).toBeInTheDocument();
  });

  it('keeps the remark text and shows the server error when saving fails', async () => {
    stubApi((c) =>
      c.method === 'PUT'
        ? json(
            {
              error: 'Some fields are not valid.',
              code: 'invalid',
              fields: { remark: { code: 'too_long', message: 'Too long.', max: 500 } },
            },
            400,
          )
        : undefined,
    );
    renderOrders();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for order ORD-1002' }));
    await userEvent.click(await screen.findByText('Add to remark'));
    const dialog = (await screen.findByText('Remark for order ORD-1002')).closest(
      '[role="dialog"]',
    ) as HTMLElement;
    await userEvent.click(within(dialog).getByRole('textbox'));
    await userEvent.paste('Call first');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('At most 500 characters.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox')).toHaveValue('Call first');
  });

  it('shows a Member the orders with Export disabled, saying who may export, and no remark action', async () => {
    const calls = stubApi((c) => (c.url.pathname === '/api/me' ? json(signedInAs('member')) : undefined));
    renderOrders();
    await screen.findByText('ORD-1001');
    const exportButton = screen.getByRole('button', { name: /Export All/ });
    await waitFor(() => expect(exportButton).toBeDisabled());
    expect(screen.getByText('Only managers and administrators can do this.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Actions for order ORD-1001' }));
    expect(await screen.findByText('View Details')).toBeInTheDocument();
    expect(screen.queryByText('Add to remark')).toBeNull();
    expect(calls.some((c) => c.url.pathname === '/api/orders/export.csv')).toBe(false);
  });

  it('says how long to wait when the server answers 429', async () => {
    stubApi((c) =>
      c.url.pathname === '/api/orders/export.csv'
        ? json({ error: 'Too many requests.', code: 'rate_limited', retryAfter: 42 }, 429)
        : undefined,
    );
    renderOrders();
    await screen.findByText('ORD-1001');
    await userEvent.click(screen.getByRole('button', { name: /Export All/ }));
    expect(
      await screen.findByText('The export failed: Too many requests. Try again in 42 s.'),
    ).toBeInTheDocument();
  });

  it('exports the current filter as CSV with the Bearer token and downloads it', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = stubApi((c) =>
      c.url.pathname === '/api/orders/export.csv'
        ? new Response('\uFEFFid,customer\n', { headers: { 'content-type': 'text/csv' } })
        : undefined,
    );
    renderOrders('/app/apps/ecommerce/orders?q=ana&paymentStatus=expired&page=2');
    await screen.findByText('ORD-1001');

    await userEvent.click(screen.getByRole('button', { name: /Export All/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const call = calls.find((c) => c.url.pathname === '/api/orders/export.csv');
    expect(Object.fromEntries(call?.url.searchParams ?? [])).toEqual({ q: 'ana', paymentStatus: 'expired' });
    expect(call?.headers.get('authorization')).toBe('Bearer export-token');
    const blob = vi.mocked(URL.createObjectURL).mock.calls[0]?.[0] as Blob;
    expect(await blob.text()).toContain('id,customer');
    const link = click.mock.contexts[0] as HTMLAnchorElement;
    expect(link.download).toMatch(/^orders-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(link.href).toBe('blob:orders');
    expect(await screen.findByText('The orders have been exported.')).toBeInTheDocument();
  });

  it('reports a failed export', async () => {
    stubApi((c) =>
      c.url.pathname === '/api/orders/export.csv' ? json({ error: 'Export unavailable' }, 503) : undefined,
    );
    renderOrders();
    await screen.findByText('ORD-1001');
    await userEvent.click(screen.getByRole('button', { name: /Export All/ }));
    expect(
      await screen.findByText('The export failed: Something went wrong on our side. Please try again.'),
    ).toBeInTheDocument();
    expect(URL.createObjectURL).not.toHaveBeenCalled();
  });

  it('shows a failure with Retry, then the empty state', async () => {
    let fail = true;
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        if (fail) return json({ error: 'Database unavailable' }, 500);
        return json({ items: [], total: 0, page: 1, pageSize: 10 } satisfies OrderList);
      }),
    );
    renderOrders();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The order list could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No orders yet')).toBeInTheDocument();
  });
});
