import '../../../app/connect-api';
import type { Product, ProductList as ProductListData } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import ProductList from '../pages/product-list';
import { json, product, signedInAs, stubFetch } from './product-test-utils';

const TOTE = product();
const WATCH = product({
  id: 'P-1002',
  name: 'Steel Watch',
  category: 'watches',
  price: 1299,
  stock: 4,
  status: 'limitedStock',
  images: [],
});
const SHOE = product({ id: 'P-1003', name: 'Trail Shoe', category: 'shoes', stock: 0, status: 'outOfStock' });

const listOf = (items: Product[], url: URL): ProductListData => ({
  items,
  total: items.length,
  page: Number(url.searchParams.get('page') ?? 1),
  pageSize: Number(url.searchParams.get('pageSize') ?? 10),
});

const renderList = (route = '/app/apps/ecommerce/product-list') =>
  renderWithProviders(
    <AntdApp>
      <ProductList />
    </AntdApp>,
    { route },
  );

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('product list', { timeout: 30_000 }, () => {
  it('sends the URL state as params, renders prices and status tags, and keeps new filters in the URL', async () => {
    const calls = stubFetch(({ url }) =>
      url.pathname === '/api/products'
        ? json(listOf([TOTE, WATCH, SHOE], url))
        : json({ error: 'Not found' }, 404),
    );
    const { router } = renderList(
      '/app/apps/ecommerce/product-list?page=2&pageSize=20&sort=price&order=desc&q=to&category=bags',
    );

    expect(await screen.findByText('Canvas Tote')).toBeInTheDocument();
    expect(screen.getByText('In Stock')).toBeInTheDocument();
    expect(screen.getByText('Limited Stock')).toBeInTheDocument();
    expect(screen.getByText('Out of Stock')).toBeInTheDocument();
    expect(screen.getByText('$1,299.00')).toBeInTheDocument();
    expect(screen.getByText('Watches')).toBeInTheDocument();

    const first = calls.find((c) => c.url.pathname === '/api/products');
    expect(Object.fromEntries(first?.url.searchParams ?? [])).toEqual({
      page: '2',
      pageSize: '20',
      sort: 'price',
      order: 'desc',
      q: 'to',
      category: 'bags',
    });
    expect(screen.getByLabelText('Search by product name or ID')).toHaveValue('to');

    // Typing searches after the debounce, back on page 1.
    await userEvent.type(screen.getByLabelText('Search by product name or ID'), 't');
    await waitFor(() =>
      expect(
        calls.some((c) => c.url.searchParams.get('q') === 'tot' && c.url.searchParams.get('page') === '1'),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('q=tot');
    expect(router.state.location.search).toContain('category=bags');
    expect(router.state.location.search).not.toContain('page=');

    // A column sorter becomes sort/order params.
    await userEvent.click(screen.getByRole('columnheader', { name: /Stock/ }));
    await waitFor(() =>
      expect(
        calls.some(
          (c) => c.url.searchParams.get('sort') === 'stock' && c.url.searchParams.get('order') === 'asc',
        ),
      ).toBe(true),
    );
    expect(router.state.location.search).toContain('sort=stock');
  });

  it('deletes the selected products after confirmation and clears the selection', async () => {
    const calls = stubFetch(({ url, method }) => {
      if (url.pathname === '/api/products') return json(listOf([TOTE, WATCH, SHOE], url));
      if (url.pathname === '/api/products/bulk-delete' && method === 'POST') return json({ deleted: 2 });
      return json({ error: 'Not found' }, 404);
    });
    renderList();

    const row = async (name: string) => (await screen.findByText(name)).closest('tr') as HTMLElement;
    await userEvent.click(within(await row('Canvas Tote')).getByRole('checkbox'));
    await userEvent.click(within(await row('Trail Shoe')).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: /Delete \(2\)/ }));

    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Delete 2 products?');
    expect(calls.some((c) => c.url.pathname === '/api/products/bulk-delete')).toBe(false);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => {
      const call = calls.find((c) => c.url.pathname === '/api/products/bulk-delete');
      expect(call?.body).toEqual({ ids: ['P-1001', 'P-1003'] });
    });
    expect(await screen.findByText('2 products have been deleted.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('button', { name: /Delete \(\d+\)/ })).toBeNull());
  });

  it('offers View Details and Delete in the row menu', async () => {
    const calls = stubFetch(({ url, method }) => {
      if (url.pathname === '/api/products') return json(listOf([TOTE], url));
      if (url.pathname === '/api/products/P-1001' && method === 'DELETE') return json(undefined, 204);
      return json({ error: 'Not found' }, 404);
    });
    const { router } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Canvas Tote' }));
    await userEvent.click(await screen.findByText('Delete'));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'DELETE' && c.url.pathname === '/api/products/P-1001')).toBe(
        true,
      ),
    );
    expect(await screen.findByText('Canvas Tote has been deleted.')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Actions for Canvas Tote' }));
    await userEvent.click(await screen.findByText('View Details'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/apps/ecommerce/edit-product/P-1001'),
    );
  });

  it('lets a Member browse and open a product, but offers no Add, Delete or selection', async () => {
    const calls = stubFetch(
      ({ url }) => (url.pathname === '/api/products' ? json(listOf([TOTE], url)) : json({}, 404)),
      signedInAs('member'),
    );
    const { router } = renderList();
    await userEvent.click(await screen.findByRole('button', { name: 'Actions for Canvas Tote' }));
    expect(await screen.findByText('View Details')).toBeInTheDocument();
    // The role is known by now: the missing actions are not just "still loading".
    await waitFor(() => expect(calls.some((c) => c.url.pathname === '/api/me')).toBe(true));
    expect(screen.queryByText('Delete')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add product' })).toBeNull();
    expect(screen.queryByRole('checkbox')).toBeNull();
    await userEvent.click(screen.getByText('View Details'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/app/apps/ecommerce/edit-product/P-1001'),
    );
  });

  it('shows a failure with Retry, then the empty state', async () => {
    let fail = true;
    stubFetch(({ url }) => (fail ? json({ error: 'Database unavailable' }, 500) : json(listOf([], url))));
    renderList();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The product list could not be loaded.');
    expect(alert).toHaveTextContent('Something went wrong on our side. Please try again.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No products yet')).toBeInTheDocument();
  });
});
