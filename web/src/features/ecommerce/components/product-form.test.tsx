import '../../../app/connect-api';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../testing/render';
import ProductForm from '../pages/product-form';
import { json, product, stubFetch } from './product-test-utils';

const TOTE = product({
  variants: [
    { name: 'Red', price: 49.5, sku: 'TOTE-RED' },
    { name: 'Blue', price: 52, sku: 'TOTE-BLUE' },
  ],
});

const renderForm = (route: string) =>
  renderWithProviders(
    <AntdApp>
      <ProductForm />
    </AntdApp>,
    { route },
  );

const EDIT = '/app/apps/ecommerce/edit-product/P-1001';
const ADD = '/app/apps/ecommerce/add-product';
const LIST = '/app/apps/ecommerce/product-list';

/** Replaces a field's text in one input event (typing key by key re-renders the whole form each time). */
async function enter(label: string, text: string) {
  const input = screen.getByLabelText(label);
  await userEvent.clear(input);
  await userEvent.click(input);
  await userEvent.paste(text);
  return input;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

// Each keystroke re-renders the whole antd form: 3–5 s per test alone (20–37 s while antd's runtime styles were in
// the page, see testing/render.tsx), more when CI's two cores also run the other test files.
describe('product form', { timeout: 90_000 }, () => {
  it('sends the loaded version and puts a 400’s field errors on the fields, values kept', async () => {
    const calls = stubFetch(({ url, method }) => {
      if (url.pathname === '/api/products/P-1001' && method === 'GET') return json(TOTE);
      if (url.pathname === '/api/products/P-1001' && method === 'PUT')
        return json(
          {
            error: 'Some fields are not valid.',
            code: 'invalid',
            fields: {
              price: { code: 'too_large', message: 'Too large.', max: 10_000_000 },
              'variants.0.sku': { code: 'sku_taken', message: 'English text, not shown.' },
            },
          },
          400,
        );
      return json({ error: 'Not found' }, 404);
    });
    renderForm(EDIT);

    const name = await screen.findByLabelText('Product name');
    expect(name).toHaveValue('Canvas Tote');
    expect(screen.getByRole('heading', { name: 'Edit Product' })).toBeInTheDocument();
    await userEvent.clear(name);
    await userEvent.type(name, 'Canvas Tote XL');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    const put = calls.find((c) => c.method === 'PUT');
    expect(put?.body).toMatchObject({
      name: 'Canvas Tote XL',
      version: 3,
      price: 49.5,
      category: 'bags',
      imageIds: ['img1'],
      mainImageId: 'img1',
      variants: [
        { name: 'Red', price: 49.5, sku: 'TOTE-RED' },
        { name: 'Blue', price: 52, sku: 'TOTE-BLUE' },
      ],
    });

    // The server's codes, in the user's language.
    expect(await screen.findByText('At most 10,000,000.')).toBeInTheDocument();
    expect(await screen.findByText('Another product already uses this SKU.')).toBeInTheDocument();
    // The error sits on the first variant's SKU field (its tab is marked), and nothing typed was lost.
    const variation = screen.getByRole('tab', { name: /Variation/ });
    expect(within(variation).getByRole('img', { name: 'has errors' })).toBeInTheDocument();
    await userEvent.click(variation);
    const firstVariant = screen.getByRole('listitem', { name: 'Variant 1' });
    expect(within(firstVariant).getByText('Another product already uses this SKU.')).toBeInTheDocument();
    expect(within(firstVariant).getByLabelText('SKU')).toHaveValue('TOTE-RED');
    expect(screen.getByLabelText('Product name')).toHaveValue('Canvas Tote XL');
    expect(screen.getByLabelText('Price')).toHaveValue('49.50');
  });

  it('flags duplicate SKUs before sending', async () => {
    const calls = stubFetch(({ url, method }) =>
      url.pathname === '/api/products/P-1001' && method === 'GET' ? json(TOTE) : json({ error: 'x' }, 500),
    );
    renderForm(EDIT);
    await userEvent.click(await screen.findByRole('tab', { name: 'Variation' }));
    const second = await screen.findByRole('listitem', { name: 'Variant 2' });
    const sku = within(second).getByLabelText('SKU');
    await userEvent.clear(sku);
    await userEvent.type(sku, 'tote-red');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await within(second).findByText('This SKU is used twice.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'PUT')).toBe(false);
  });

  it('shows the conflict message on a 409 and reloads the latest version', async () => {
    let latest = TOTE;
    const calls = stubFetch(({ url, method }) => {
      if (url.pathname === '/api/products/P-1001' && method === 'GET') return json(latest);
      if (url.pathname === '/api/products/P-1001' && method === 'PUT')
        return json({ error: 'The product has changed.', code: 'conflict' }, 409);
      return json({ error: 'Not found' }, 404);
    });
    renderForm(EDIT);
    const name = await screen.findByLabelText('Product name');
    await userEvent.type(name, ' (mine)');
    latest = { ...TOTE, name: 'Canvas Tote 2025', version: 4 };
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    const alert = await screen.findByText(
      'This product was changed by someone else. Reload to see the latest version.',
    );
    const box = alert.closest('[role="alert"]') as HTMLElement;
    await userEvent.click(within(box).getByRole('button', { name: 'Reload' }));
    await waitFor(() => expect(screen.getByLabelText('Product name')).toHaveValue('Canvas Tote 2025'));
    expect(
      screen.queryByText('This product was changed by someone else. Reload to see the latest version.'),
    ).toBeNull();
    expect(calls.filter((c) => c.method === 'GET').length).toBeGreaterThanOrEqual(2);
  });

  it('shows Product not found for an unknown id', async () => {
    stubFetch(() => json({ error: 'Product not found.' }, 404));
    renderForm('/app/apps/ecommerce/edit-product/nope');
    expect(await screen.findByText('Product not found')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to the product list' })).toHaveAttribute(
      'href',
      '/app/apps/ecommerce/product-list',
    );
  });

  it('creates a product and goes back to the list; Discard asks first when something changed', async () => {
    const calls = stubFetch(({ url, method, body }) =>
      url.pathname === '/api/products' && method === 'POST'
        ? json({ ...product(), ...(body as object), id: 'P-2000', version: 1 }, 201)
        : json({ error: 'Not found' }, 404),
    );
    const { router } = renderForm('/app/apps/ecommerce/add-product');
    expect(screen.getByRole('heading', { name: 'Add New Product' })).toBeInTheDocument();

    await userEvent.type(screen.getByLabelText('Product name'), 'Linen Shirt');
    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Discard your changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));

    await userEvent.type(screen.getByLabelText('Price'), '30');
    await userEvent.click(screen.getByLabelText('Category'));
    await userEvent.click(await screen.findByTitle('Cloths'));
    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/app/apps/ecommerce/product-list'));
    const post = calls.find((c) => c.method === 'POST');
    expect(post?.body).toMatchObject({ name: 'Linen Shirt', price: 30, category: 'cloths', imageIds: [] });
    expect(post?.body).not.toHaveProperty('version');
  });
  it('refuses numbers out of range, or with too many decimals, instead of changing them; shows the limits', async () => {
    const calls = stubFetch(() => json({ error: 'Not found' }, 404));
    renderForm(ADD);
    await screen.findByLabelText('Product name');
    // The limits are on the page before anything is typed.
    expect(screen.getByText('0 / 120')).toBeInTheDocument();
    expect(screen.getByText('0 / 5000')).toBeInTheDocument();
    expect(screen.getAllByText('0 – 10,000,000').length).toBeGreaterThanOrEqual(4); // prices and stock
    expect(screen.getByText('0 – 100')).toBeInTheDocument(); // tax rate
    expect(screen.getByLabelText('Price')).toHaveAccessibleDescription('0 – 10,000,000');

    await userEvent.type(screen.getByLabelText('Product name'), 'Linen Shirt');
    expect(screen.getByText('11 / 120')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Category'));
    await userEvent.click(await screen.findByTitle('Cloths'));
    const price = await enter('Price', '-5');
    const stock = await enter('Stock', '-3');
    const tax = await enter('Tax rate (%)', '500');
    const cost = await enter('Cost per item', '99999999999');
    const compare = await enter('Compare price', '1.234');
    await userEvent.click(screen.getByLabelText('Product name')); // blur: antd used to clamp and round here

    const range = 'Enter a number from 0 to 10,000,000.';
    expect(await screen.findAllByText(range)).toHaveLength(3); // price, stock, cost
    expect(screen.getByText('Enter a number from 0 to 100.')).toBeInTheDocument();
    expect(screen.getByText('Use at most 2 decimal places.')).toBeInTheDocument();
    // Nothing typed was changed behind the user's back.
    expect(price).toHaveValue('-5.00');
    expect(stock).toHaveValue('-3');
    expect(tax).toHaveValue('500');
    expect(cost).toHaveValue('99999999999.00');
    expect(compare).toHaveValue('1.234');

    await userEvent.click(screen.getByRole('button', { name: 'Add product' }));
    expect(await screen.findByText('Some fields need your attention.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'POST')).toBe(false);

    // A whole number of units only.
    await enter('Stock', '2.5');
    expect(await screen.findByText('Enter a whole number.')).toBeInTheDocument();
  });

  it('asks before leaving with unsaved changes; its own Discard asks only once', async () => {
    stubFetch(({ url, method }) =>
      url.pathname === '/api/products/P-1001' && method === 'GET' ? json(TOTE) : json({ error: 'x' }, 404),
    );
    const { router } = renderForm(EDIT);
    const name = await screen.findByLabelText('Product name');

    // Loaded and untouched: nothing to lose.
    await act(() => router.navigate(ADD));
    await waitFor(() => expect(router.state.location.pathname).toBe(ADD));
    expect(screen.queryByRole('dialog')).toBeNull();
    await act(() => router.navigate(EDIT));
    const typed = await screen.findByLabelText('Product name');
    await userEvent.type(typed, ' XL');
    // Leaves the field as a click on the side nav would (else the dialog's focus does it, outside act()).
    act(() => typed.blur());

    await act(() => router.navigate(LIST));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Discard unsaved changes?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep editing' }));
    await waitFor(() => expect(screen.queryByText('Discard unsaved changes?')).toBeNull());
    expect(router.state.location.pathname).toBe(EDIT);
    expect(screen.getByLabelText('Product name')).toHaveValue('Canvas Tote XL');

    await userEvent.click(screen.getByRole('button', { name: 'Discard' }));
    const own = await screen.findByRole('dialog');
    expect(own).toHaveTextContent('Discard your changes?');
    await userEvent.click(within(own).getByRole('button', { name: 'Discard' }));
    await waitFor(() => expect(router.state.location.pathname).toBe(LIST));
    expect(screen.queryByText('Discard unsaved changes?')).toBeNull();
    expect(name).not.toBeInTheDocument();
  });
});
