import '../../../app/connect-api';
import type { Invoice as InvoiceData } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import Invoice from '../pages/invoice';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const INVOICE: InvoiceData = {
  order: {
    id: 'ORD-1001',
    customer: { id: 'c1', name: 'Ana Lopez', email: 'ana@example.com' },
    productName: 'Leather Bag',
    itemCount: 2,
    date: '2025-03-04T10:00:00.000Z',
    orderStatus: 'shipped',
    paymentStatus: 'paid',
    channel: 'online',
    total: 1200,
    remark: null,
  },
  lines: [
    { no: 1, productId: 'p1', productName: 'Leather Bag', quantity: 2, price: 450, total: 900 },
    { no: 2, productId: null, productName: 'Smart Watch', quantity: 1, price: 300, total: 300 },
  ],
  // Deliberately not what the client would compute: the page shows the server's figures.
  subTotal: 1200,
  vatRate: 10,
  vat: 120.01,
  grandTotal: 1320.01,
};

function stubApi(handle: (url: URL) => Response) {
  const urls: URL[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url, 'http://localhost');
      urls.push(url);
      return handle(url);
    }),
  );
  return urls;
}

const renderInvoice = (route: string) =>
  renderWithProviders(
    <AntdApp>
      <Invoice />
    </AntdApp>,
    { route },
  );

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('invoice', { timeout: 30_000 }, () => {
  it("renders the order's invoice with the server's totals, formatted, and prints", async () => {
    const urls = stubApi((url) =>
      url.pathname === '/api/invoices/ORD-1001' ? json(INVOICE) : json({ error: 'Not found' }, 404),
    );
    renderInvoice('/app/pages/invoice?order=ORD-1001');

    expect(await screen.findByTestId('invoice-grand-total')).toHaveTextContent('$1,320.01');
    expect(urls.map((u) => u.pathname)).toContain('/api/invoices/ORD-1001');
    expect(screen.getByTestId('invoice-sub-total')).toHaveTextContent('$1,200.00');
    expect(screen.getByTestId('invoice-vat')).toHaveTextContent('$120.01');
    expect(screen.getByText('VAT (10%)')).toBeInTheDocument();
    expect(screen.getByTestId('invoice-number')).toHaveTextContent('ORD-1001');
    expect(screen.getByText('March 4, 2025')).toBeInTheDocument();
    expect(screen.getByText('Atrium Inc.')).toBeInTheDocument();
    expect(screen.getByText('ana@example.com')).toBeInTheDocument();

    // The No. column shows from a tablet up (jsdom's window is 1024 px wide), once antd has read the breakpoints.
    const row = within(screen.getByText('Smart Watch').closest('tr') as HTMLElement);
    expect(await row.findByText('2')).toBeInTheDocument();
    expect(row.getAllByText('$300.00')).toHaveLength(2);

    const print = vi.fn();
    vi.stubGlobal('print', print);
    await userEvent.click(screen.getByRole('button', { name: /Print/ }));
    expect(print).toHaveBeenCalledOnce();
  });

  it('asks for the latest invoice without ?order', async () => {
    const urls = stubApi((url) =>
      url.pathname === '/api/invoices/latest' ? json(INVOICE) : json({ error: 'Not found' }, 404),
    );
    renderInvoice('/app/pages/invoice');
    expect(await screen.findByTestId('invoice-grand-total')).toHaveTextContent('$1,320.01');
    expect(urls.map((u) => u.pathname)).toEqual(['/api/invoices/latest']);
  });

  it('shows "Order not found" with a link to the orders for an unknown order', async () => {
    stubApi(() => json({ error: 'Order not found', code: 'not-found' }, 404));
    renderInvoice('/app/pages/invoice?order=NOPE');
    expect(await screen.findByText('Order not found')).toBeInTheDocument();
    expect(screen.getByText('There is no order NOPE.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Back to orders/ })).toHaveAttribute(
      'href',
      '/app/apps/ecommerce/orders',
    );
    expect(screen.queryByTestId('invoice-grand-total')).toBeNull();
  });

  it('shows a failure with Retry', async () => {
    let fail = true;
    stubApi(() => (fail ? json({ error: 'Database unavailable' }, 500) : json(INVOICE)));
    renderInvoice('/app/pages/invoice?order=ORD-1001');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The invoice could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(screen.getByTestId('invoice-grand-total')).toHaveTextContent('$1,320.01'));
  });
});
