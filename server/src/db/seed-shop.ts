import type { Database } from './client.ts';

// Deterministic demo shop, generated inside the database with generate_series (fast enough for 100,000
// products and 1,000,000 orders): the same catalogue and order history on every machine, orders spread over the
// 18 months before the seed runs. Product pictures are generated SVGs: no external URLs.

const COLORS = ['#3e82f7', '#04d182', '#de4436', '#ffc542', '#a461d8', '#fa8c16', '#17bcff', '#1a3353'];
const SHAPES: Record<string, string> = {
  cloths: '<path d="M30 20 L45 14 Q50 22 55 14 L70 20 L78 36 L68 40 L68 84 L32 84 L32 40 L22 36 Z"/>',
  bags: '<rect x="24" y="38" width="52" height="44" rx="6"/><path d="M38 38 Q38 20 50 20 Q62 20 62 38" fill="none" stroke="#fff" stroke-width="5"/>',
  shoes: '<path d="M18 62 L44 50 L54 60 Q70 62 82 70 L82 80 L18 80 Z"/>',
  watches:
    '<rect x="40" y="14" width="20" height="72" rx="6"/><circle cx="50" cy="50" r="20" stroke="#fff" stroke-width="4"/>',
  devices:
    '<rect x="30" y="16" width="40" height="68" rx="7"/><rect x="35" y="24" width="30" height="46" fill="#fff" opacity=".6"/>',
};

export function productSvg(category: string, index: number) {
  const bg = COLORS[index % COLORS.length];
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100"><rect width="100" height="100" fill="${bg}" opacity=".15"/><g fill="${bg}">${SHAPES[category] ?? SHAPES.devices}</g></svg>`;
}

const sqlArray = (items: string[]) => `ARRAY[${items.map((s) => `'${s.replace(/'/g, "''")}'`).join(',')}]`;
const ADJECTIVES = [
  'Classic',
  'Urban',
  'Eco',
  'Smart',
  'Vintage',
  'Sport',
  'Nordic',
  'Premium',
  'Travel',
  'Mini',
  'Pro',
  'Soft',
];
const NOUNS = {
  cloths: ['Shirt', 'Hoodie', 'Jacket', 'Dress', 'Sweater'],
  bags: ['Backpack', 'Tote', 'Messenger Bag', 'Clutch', 'Duffel'],
  shoes: ['Sneakers', 'Boots', 'Loafers', 'Sandals', 'Runners'],
  watches: ['Chronograph', 'Diver Watch', 'Field Watch', 'Smartwatch', 'Dress Watch'],
  devices: ['Headphones', 'Speaker', 'Tablet', 'Camera', 'Keyboard'],
};
const CUSTOMER_NAMES = [
  'Ana López',
  'Élodie Martin',
  '王芳',
  '佐藤 花子',
  "Liam O'Brien",
  'Noah "Ace" Smith',
  'Chloé Dubois',
  'Kenji Tanaka',
  'Amara Okafor',
  'Zoë Müller',
  '李雷',
  'Søren Larsen',
];

export async function seedShop(
  database: Database,
  { products, orders }: { products: number; orders: number },
) {
  const [{ n: existing } = { n: 0 }] = await database.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM products',
  );
  const customers = Math.max(50, Math.min(20_000, Math.floor(orders / 10)));
  const categories = Object.keys(NOUNS);
  const nouns = Object.values(NOUNS).flat();

  await database.exec(`
    INSERT INTO products (name, description, price, compare_price, cost_per_item, tax_rate, category, tags, stock, created_at, updated_at)
    SELECT
      (${sqlArray(ADJECTIVES)})[1 + (i * 7) % ${ADJECTIVES.length}] || ' ' ||
        (${sqlArray(nouns)})[1 + ((i % 5) * 5) + ((i / 5) % 5)],
      'A dependable everyday piece from the Atrium demo catalogue.',
      round((9 + (i * 37) % 491 + (i % 100) / 100.0)::numeric, 2),
      CASE WHEN i % 4 = 0 THEN round((20 + (i * 37) % 491)::numeric, 2) END,
      round(((9 + (i * 37) % 491) * 0.55)::numeric, 2),
      CASE WHEN i % 3 = 0 THEN 20 ELSE 10 END,
      (${sqlArray(categories)})[1 + i % 5],
      ARRAY[(${sqlArray(['new', 'sale', 'eco', 'bestseller', 'limited'])})[1 + i % 5]],
      (i * 13) % 60,
      now() - ((i % 540) * interval '1 day'),
      now() - ((i % 60) * interval '1 day')
    FROM generate_series(${existing + 1}, ${existing + products}) AS i;

    INSERT INTO customers (name, email)
    SELECT (${sqlArray(CUSTOMER_NAMES)})[1 + i % ${CUSTOMER_NAMES.length}] || CASE WHEN i > ${CUSTOMER_NAMES.length} THEN ' ' || i ELSE '' END,
           'customer' || i || '@shop.atrium.test'
    FROM generate_series(1, ${customers}) AS i
    WHERE NOT EXISTS (SELECT 1 FROM customers LIMIT 1);
  `);

  const [{ p: productCount } = { p: 0 }] = await database.query<{ p: number }>(
    'SELECT count(*)::int AS p FROM products',
  );
  const [{ c: customerCount } = { c: 0 }] = await database.query<{ c: number }>(
    'SELECT count(*)::int AS c FROM customers',
  );
  const [{ o: firstOrder } = { o: 0 }] = await database.query<{ o: number }>(
    'SELECT coalesce(max(id), 0)::int AS o FROM orders',
  );
  // Rows go in with the rollup triggers off (atrium.bulk_load); the rollups are rebuilt once at the end.
  const batch = 100_000;
  for (let from = 1; from <= orders; from += batch) {
    const to = Math.min(orders, from + batch - 1);
    await database.exec(`
      BEGIN;
      SET LOCAL atrium.bulk_load = 'on';
      WITH lines AS (
        SELECT i, k, 1 + (i + k) % 4 AS quantity,
               (SELECT min(id) FROM products) + ((i::bigint * 7919 + k * 104729) % ${productCount}) AS product_id
        FROM generate_series(${from}, ${to}) AS i CROSS JOIN LATERAL generate_series(1, 1 + i % 3) AS k
      ), priced AS (
        SELECT l.*, p.name, p.price, p.category, coalesce(p.cost_per_item, round(p.price * 0.6, 2)) AS unit_cost
        FROM lines l JOIN products p ON p.id = l.product_id
      ), sums AS (
        SELECT i, sum(quantity * price) AS sub, sum(quantity * unit_cost) AS cost, count(*) AS items,
               min(name) FILTER (WHERE k = 1) AS first_name
        FROM priced GROUP BY i
      ), new_orders AS (
        INSERT INTO orders (id, customer_id, created_at, order_status, payment_status, channel, first_product_name, item_count, sub_total, vat, total, cost)
        SELECT ${firstOrder} + i,
               1 + (i::bigint * 31) % ${customerCount},
               now() - (((i::bigint * 104729) % (540 * 24 * 60)) * interval '1 minute'),
               CASE WHEN i % 3 = 0 THEN 'ready' ELSE 'shipped' END,
               CASE WHEN (i * 31) % 10 < 6 THEN 'paid' WHEN (i * 31) % 10 < 9 THEN 'pending' ELSE 'expired' END,
               CASE WHEN (i / 3) % 3 = 0 THEN 'store' ELSE 'online' END,
               first_name, items, sub, round(sub * 0.10, 2), sub + round(sub * 0.10, 2), cost
        FROM sums
        RETURNING id
      )
      INSERT INTO order_lines (order_id, line_no, product_id, product_name, quantity, price, unit_cost, category)
      SELECT ${firstOrder} + i, k, product_id, name, quantity, price, unit_cost, category FROM priced;
      COMMIT;
    `);
  }
  await database.exec(
    "SELECT setval(pg_get_serial_sequence('orders', 'id'), (SELECT coalesce(max(id), 1) FROM orders))",
  );
  if (orders > 0) await database.exec('SELECT analytics_rebuild_sales()');

  // Pictures for the first demo products only (a 100,000-product catalogue does not need 100,000 SVGs).
  const pictured = await database.query<{ id: string; category: string }>(
    `SELECT id::text, category FROM products WHERE id > ${existing} AND NOT EXISTS (SELECT 1 FROM product_images pi WHERE pi.product_id = products.id) ORDER BY products.id LIMIT 200`,
  );
  for (const [index, p] of pictured.entries()) {
    await database.query(
      "INSERT INTO product_images (product_id, position, main, data, type) VALUES ($1, 0, true, convert_to($2, 'UTF8'), 'image/svg+xml')",
      [p.id, productSvg(p.category, index)],
    );
  }
  // Fresh statistics for the planner after a bulk load.
  await database.exec(
    'ANALYZE products, product_images, product_variants, customers, orders, order_lines, sales_daily, category_sales_daily, product_sales',
  );
}
