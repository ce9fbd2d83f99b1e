import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedShop } from '../src/db/seed-shop.ts';
import { auditService } from '../src/modules/audit/service.ts';
import { invoiceTotals, ordersService } from '../src/modules/orders/service.ts';
import { ORPHAN_IMAGE_GRACE_MS, productsService } from '../src/modules/products/service.ts';
import { emulatorUser, testApp } from './support.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');

let app: FastifyInstance;
let auth: Record<string, string>;

const product = (over: Record<string, unknown> = {}) => ({
  name: 'Trail Runner',
  description: 'Light shoe',
  price: 89.9,
  category: 'shoes',
  stock: 25,
  variants: [
    { name: 'EU 42', price: 89.9, sku: `TR-42-${Math.random().toString(36).slice(2, 7)}` },
    { name: 'EU 43', price: 92, sku: `TR-43-${Math.random().toString(36).slice(2, 7)}` },
  ],
  ...over,
});

beforeAll(async () => {
  app = await testApp();
  auth = (await emulatorUser('shop')).auth;
  await seedShop(app.database, { products: 20, orders: 30 });
});
afterAll(() => app.close());

const count = async () =>
  (await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM products'))[0]?.n;
const post = (url: string, payload: unknown) =>
  app.inject({ method: 'POST', url, headers: auth, payload: payload as never });
const upload = (body: Buffer, type = 'image/png') =>
  app.inject({
    method: 'POST',
    url: '/api/products/images',
    headers: { ...auth, 'content-type': type },
    payload: body,
  });

describe('products: bad input is refused with a message per field and nothing is stored', () => {
  it.each([
    ['missing name', { name: '' }, 'name'],
    ['negative price', { price: -1 }, 'price'],
    ['non-numeric price', { price: 'cheap' }, 'price'],
    ['unknown category', { category: 'toys' }, 'category'],
    ['variant without price', { variants: [{ name: 'S', sku: 'S-1' }] }, 'variants.0.price'],
    [
      'duplicate SKU in the product',
      {
        variants: [
          { name: 'A', price: 1, sku: 'DUP-1' },
          { name: 'B', price: 1, sku: 'dup-1' },
        ],
      },
      'variants.1.sku',
    ],
  ])('%s', async (_, change, field) => {
    const before = await count();
    const res = await post('/api/products', product(change));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toHaveProperty([field]);
    expect(await count()).toBe(before);
  });

  it('refuses a SKU another product uses, storing nothing', async () => {
    const first = await post(
      '/api/products',
      product({ variants: [{ name: 'One', price: 1, sku: 'TAKEN-1' }] }),
    );
    expect(first.statusCode).toBe(201);
    const before = await count();
    const res = await post(
      '/api/products',
      product({ variants: [{ name: 'Two', price: 1, sku: 'taken-1' }] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fields).toEqual({
      'variants.0.sku': { code: 'sku_taken', message: 'Another product already uses this SKU.' },
    });
    expect(await count()).toBe(before);
  });

  it('refuses a 3 MB image, a GIF and a renamed text file', async () => {
    expect((await upload(Buffer.concat([PNG, Buffer.alloc(3 * 1024 * 1024)]))).statusCode).toBe(413);
    expect((await upload(GIF, 'image/gif')).statusCode).toBe(415);
    expect((await upload(Buffer.from('just text, named photo.png'))).statusCode).toBe(415);
    const images = await app.database.query<{ n: number }>(
      'SELECT count(*)::int AS n FROM product_images WHERE product_id IS NULL',
    );
    expect(images[0]?.n).toBe(0);
  });
});

describe('products', () => {
  it('creates with two images (one main) and two variants, lists, searches and filters in SQL', async () => {
    const a = (await upload(PNG)).json();
    const b = (await upload(PNG)).json();
    const res = await post(
      '/api/products',
      product({ name: 'Zebra Walker', imageIds: [a.id, b.id], mainImageId: b.id }),
    );
    expect(res.statusCode).toBe(201);
    const created = res.json();
    expect(created.images).toEqual([
      { id: a.id, url: `/media/products/${a.id}`, main: false },
      { id: b.id, url: `/media/products/${b.id}`, main: true },
    ]);
    expect(created.variants).toHaveLength(2);
    expect(created.status).toBe('inStock');
    const image = await app.inject({ url: created.images[0].url });
    expect(image.headers['content-type']).toBe('image/png');

    const found = (await app.inject({ url: '/api/products?q=zebra&category=shoes', headers: auth })).json();
    expect(found.items.map((p: { id: string }) => p.id)).toEqual([created.id]);
    // The list carries each product's images (in order, one main) and variants, as the product itself does.
    expect(found.items[0].images).toEqual(created.images);
    expect(found.items[0].variants).toEqual(created.variants);
    expect(
      (await app.inject({ url: `/api/products?q=${created.id}`, headers: auth })).json().items[0].id,
    ).toBe(created.id);
    const byPrice = (
      await app.inject({ url: '/api/products?sort=price&order=desc&pageSize=5', headers: auth })
    ).json();
    const prices = byPrice.items.map((p: { price: number }) => p.price);
    expect(prices).toEqual([...prices].sort((x, y) => y - x));
    const byId = (await app.inject({ url: '/api/products?sort=id&pageSize=12', headers: auth })).json();
    const ids = byId.items.map((p: { id: string }) => Number(p.id));
    expect(ids).toEqual([...ids].sort((x, y) => x - y)); // numeric order: 1, 2, … 10, not 1, 10, 100
    expect((await app.inject({ url: '/api/products?category=toys', headers: auth })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/products/999999', headers: auth })).statusCode).toBe(404);
  });

  it('refuses the later of two edits of the same version with 409', async () => {
    const created = (await post('/api/products', product({ variants: [] }))).json();
    const edit = (price: number) =>
      app.inject({
        method: 'PUT',
        url: `/api/products/${created.id}`,
        headers: auth,
        payload: { ...product({ variants: [] }), price, version: created.version },
      });
    const first = await edit(50);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ price: 50, version: created.version + 1 });
    const second = await edit(60);
    expect(second.statusCode).toBe(409);
    expect(second.json()).toMatchObject({ code: 'conflict' });
    expect((await app.inject({ url: `/api/products/${created.id}`, headers: auth })).json().price).toBe(50);
  });

  it('deletes one or several; orders that refer to them keep their lines and invoices', async () => {
    const [line] = await app.database.query<{ order_id: string; product_id: string; product_name: string }>(
      'SELECT order_id::text, product_id::text, product_name FROM order_lines ORDER BY order_id LIMIT 1',
    );
    const before = (await app.inject({ url: `/api/invoices/${line?.order_id}`, headers: auth })).json();
    expect(
      (await app.inject({ method: 'DELETE', url: `/api/products/${line?.product_id}`, headers: auth }))
        .statusCode,
    ).toBe(204);
    const after = (await app.inject({ url: `/api/invoices/${line?.order_id}`, headers: auth })).json();
    expect(after.grandTotal).toBe(before.grandTotal);
    expect(after.lines[0]).toMatchObject({ productId: null, productName: line?.product_name });
    // An id that is not one is refused before anything is deleted; one that no longer exists is skipped.
    const malformed = await post('/api/products/bulk-delete', { ids: ['2', 'nope'] });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().fields['ids.1']).toMatchObject({ code: 'format' });
    const bulk = await post('/api/products/bulk-delete', { ids: ['2', '3', '999999'] });
    expect(bulk.json()).toEqual({ deleted: 2 });
  });

  it('removes images of deleted or never-saved products after a day, keeps the rest', async () => {
    const stray = (await upload(PNG)).json().id as string;
    const kept = (await upload(PNG)).json().id as string;
    const doomed = (await upload(PNG)).json().id as string;
    const keeper = (await post('/api/products', product({ imageIds: [kept] }))).json();
    const gone = (await post('/api/products', product({ imageIds: [doomed] }))).json();
    await app.inject({ method: 'DELETE', url: `/api/products/${gone.id}`, headers: auth });
    const exists = async (id: string) =>
      (await app.database.query('SELECT 1 FROM product_images WHERE id = $1', [id])).length === 1;
    const products = productsService(app.database, { audit: auditService(app.database) });

    // Within the grace period nothing goes: an upload may still be saved, a deletion regretted.
    expect(await products.sweepImages(new Date(Date.now() + ORPHAN_IMAGE_GRACE_MS - 60_000))).toBe(0);
    expect(await exists(stray)).toBe(true);
    expect(await exists(doomed)).toBe(true);
    // A day later both unreferenced images are gone; the saved product's image stays and still loads.
    expect(
      await products.sweepImages(new Date(Date.now() + ORPHAN_IMAGE_GRACE_MS + 60_000)),
    ).toBeGreaterThanOrEqual(2);
    expect(await exists(stray)).toBe(false);
    expect(await exists(doomed)).toBe(false);
    expect(await exists(kept)).toBe(true);
    expect((await app.inject({ url: keeper.images[0].url })).statusCode).toBe(200);
  });
});

describe('orders', () => {
  it('places an order at catalogue prices, takes stock, refuses what is not there, and tells admins', async () => {
    const created = (await post('/api/products', product({ price: 10, stock: 3, variants: [] }))).json();
    const placed = await post('/api/orders', {
      customer: { name: 'Zoë 王', email: 'zoe@example.com' },
      lines: [{ productId: created.id, quantity: 2 }],
    });
    expect(placed.statusCode).toBe(201);
    expect(placed.json()).toMatchObject({
      total: 22,
      paymentStatus: 'pending',
      orderStatus: 'ready',
      itemCount: 1,
    });
    expect((await app.inject({ url: `/api/products/${created.id}`, headers: auth })).json().stock).toBe(1);
    const tooMany = await post('/api/orders', {
      customer: { name: 'Zoë', email: 'zoe@example.com' },
      lines: [{ productId: created.id, quantity: 2 }],
    });
    expect(tooMany.statusCode).toBe(400);
    expect(tooMany.json().fields).toEqual({
      'lines.0.quantity': { code: 'out_of_stock', message: 'Only 1 left in stock.', available: 1 },
    });
    expect((await app.inject({ url: `/api/products/${created.id}`, headers: auth })).json().stock).toBe(1);
    expect((await post('/api/orders', { customer: { name: 'x', email: 'bad' }, lines: [] })).statusCode).toBe(
      400,
    );
    const told = (await app.inject({ url: '/api/notifications', headers: auth })).json().items;
    expect(
      told.some(
        (n: { kind: string; data: { order: string } }) =>
          n.kind === 'order.placed' && n.data.order === placed.json().id,
      ),
    ).toBe(true);
  });

  it('lists by payment status with server paging, saves a remark (admins told), 404s unknown ids', async () => {
    const pending = (
      await app.inject({ url: '/api/orders?paymentStatus=pending&pageSize=5', headers: auth })
    ).json();
    expect(pending.items.length).toBeGreaterThan(0);
    expect(pending.items.every((o: { paymentStatus: string }) => o.paymentStatus === 'pending')).toBe(true);
    const id = pending.items[0].id;
    const saved = await app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/remark`,
      headers: auth,
      payload: { remark: 'Gift wrap' },
    });
    expect(saved.json().remark).toBe('Gift wrap');
    const tooLong = await app.inject({
      method: 'PUT',
      url: `/api/orders/${id}/remark`,
      headers: auth,
      payload: { remark: 'x'.repeat(501) },
    });
    expect(tooLong.statusCode).toBe(400);
    expect((await app.inject({ url: '/api/orders/424242', headers: auth })).statusCode).toBe(404);
  });

  it('computes invoice totals on the server, in cents', async () => {
    expect(
      invoiceTotals([
        { quantity: 3, price: 0.1 },
        { quantity: 1, price: 19.99 },
      ]),
    ).toEqual({
      subTotal: 20.29,
      vat: 2.03,
      grandTotal: 22.32,
      vatRate: 10,
    });
    const latest = (await app.inject({ url: '/api/invoices/latest', headers: auth })).json();
    const sum = latest.lines.reduce(
      (s: number, l: { quantity: number; price: number }) => s + Math.round(l.quantity * l.price * 100),
      0,
    );
    expect(Math.round(latest.subTotal * 100)).toBe(sum);
    expect(latest.grandTotal).toBeCloseTo(latest.subTotal + latest.vat, 2);
  });

  it('exports the filtered orders as CSV: BOM, quoting of commas, quotes, line breaks, CJK intact', async () => {
    const [c] = await app.database.query<{ id: string }>(
      "INSERT INTO customers (name, email) VALUES ('Doe, Jane \"JJ\" 王芳', 'jane@example.com') RETURNING id::text",
    );
    const [quoted] = await app.database.query<{ id: string; created_at: Date }>(
      `INSERT INTO orders (customer_id, order_status, payment_status, first_product_name, item_count, sub_total, vat, total, remark)
       VALUES ($1, 'ready', 'expired', 'Café, crème', 1, 10, 1, 11, $2) RETURNING id::text, created_at`,
      [c?.id, 'line one\nline "two"'],
    );
    const [plain] = await app.database.query<{ id: string; created_at: Date }>(
      `INSERT INTO orders (customer_id, order_status, payment_status, first_product_name, item_count, sub_total, vat, total)
       VALUES ($1, 'shipped', 'expired', 'Plain', 2, 20.5, 2, 22.5) RETURNING id::text, created_at`,
      [c?.id],
    );
    const res = await app.inject({ url: '/api/orders/export.csv?paymentStatus=expired', headers: auth });
    expect(res.headers['content-type']).toContain('text/csv');
    expect(res.rawPayload.subarray(0, 3).equals(Buffer.from([0xef, 0xbb, 0xbf]))).toBe(true);
    const text = res.body;
    expect(text).toContain('"Doe, Jane ""JJ"" 王芳"');
    expect(text).toContain('"Café, crème"');
    expect(text).toContain('"line one\nline ""two"""');
    // Whole lines: ISO dates in UTC, two-decimal totals, unquoted plain fields, an empty field for no remark.
    const at = (row?: { created_at: Date }) => new Date(row?.created_at as Date).toISOString();
    expect(text).toContain(
      `\r\n${quoted?.id},${at(quoted)},"Doe, Jane ""JJ"" 王芳",jane@example.com,"Café, crème",1,ready,expired,11.00,"line one\nline ""two"""\r\n`,
    );
    expect(text).toContain(
      `\r\n${plain?.id},${at(plain)},"Doe, Jane ""JJ"" 王芳",jane@example.com,Plain,2,shipped,expired,22.50,\r\n`,
    );
    const rows = text.split('\r\n').filter(Boolean);
    const expired = (
      await app.inject({ url: '/api/orders?paymentStatus=expired&pageSize=1', headers: auth })
    ).json().total;
    expect(rows).toHaveLength(expired + 1); // header + one row per expired order
    expect(rows.slice(1).every((r) => r.includes(',expired,'))).toBe(true);
    // Read in keyset batches of one row, the export is the same text.
    let batched = '';
    for await (const chunk of ordersService(app.database, { audit: auditService(app.database) }).exportCsv(
      undefined,
      'expired',
      1,
    ))
      batched += chunk;
    expect(batched).toBe(text);
  });

  it('refuses a bad export filter with a 400 and treats hostile search text as text', async () => {
    const bad = await app.inject({ url: '/api/orders/export.csv?paymentStatus=refunded', headers: auth });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields).toHaveProperty('paymentStatus');
    const hostile = await app.inject({
      url: `/api/orders/export.csv?q=${encodeURIComponent("%_' OR 1=1; DROP TABLE orders; --")}`,
      headers: auth,
    });
    expect(hostile.statusCode).toBe(200);
    expect(hostile.body.split('\r\n').filter(Boolean)).toHaveLength(1); // the header only: nothing matches
    const [orders] = await app.database.query<{ n: number }>('SELECT count(*)::int AS n FROM orders');
    expect(orders?.n).toBeGreaterThan(0);
  });
});
