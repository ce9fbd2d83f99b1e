-- The shop: products with images and variants, customers, orders and their lines.
CREATE TABLE products (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  description text NOT NULL DEFAULT '',
  price numeric(12, 2) NOT NULL CHECK (price >= 0),
  compare_price numeric(12, 2),
  cost_per_item numeric(12, 2),
  tax_rate numeric(5, 2) NOT NULL DEFAULT 0,
  category text NOT NULL CHECK (category IN ('cloths', 'bags', 'shoes', 'watches', 'devices')),
  tags text[] NOT NULL DEFAULT '{}',
  width numeric(10, 2),
  height numeric(10, 2),
  dimension_unit text NOT NULL DEFAULT 'cm',
  weight numeric(10, 2),
  weight_unit text NOT NULL DEFAULT 'kg',
  shipping_fee numeric(12, 2),
  stock integer NOT NULL DEFAULT 0,
  -- Optimistic concurrency: every update must name the version it started from.
  version integer NOT NULL DEFAULT 1,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(name)) STORED
);
CREATE INDEX products_price_idx ON products (price, id);
CREATE INDEX products_category_price_idx ON products (category, price, id);
CREATE INDEX products_name_idx ON products (lower(name), id);
CREATE INDEX products_category_idx ON products (category, id);
CREATE INDEX products_stock_idx ON products (stock, id);
CREATE INDEX products_updated_idx ON products (updated_at, id);
CREATE INDEX products_search_trgm_idx ON products USING gin (search gin_trgm_ops);

CREATE TABLE product_images (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  -- NULL between upload and the product's save.
  product_id bigint REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL DEFAULT 0,
  main boolean NOT NULL DEFAULT false,
  data bytea NOT NULL,
  type text NOT NULL,
  uploaded_by text,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX product_images_product_idx ON product_images (product_id, position);

CREATE TABLE product_variants (
  product_id bigint NOT NULL REFERENCES products (id) ON DELETE CASCADE,
  position integer NOT NULL,
  name text NOT NULL,
  price numeric(12, 2) NOT NULL,
  sku text NOT NULL,
  PRIMARY KEY (product_id, position)
);
CREATE UNIQUE INDEX product_variants_sku_idx ON product_variants (lower(sku));

CREATE TABLE customers (
  id bigserial PRIMARY KEY,
  name text NOT NULL,
  email text NOT NULL
);

CREATE TABLE orders (
  id bigserial PRIMARY KEY,
  customer_id bigint NOT NULL REFERENCES customers (id),
  created_at timestamptz NOT NULL DEFAULT now(),
  order_status text NOT NULL CHECK (order_status IN ('ready', 'shipped')),
  payment_status text NOT NULL CHECK (payment_status IN ('paid', 'pending', 'expired')),
  -- Kept on the order: the list needs them without touching the lines.
  first_product_name text NOT NULL,
  item_count integer NOT NULL,
  sub_total numeric(14, 2) NOT NULL,
  vat numeric(14, 2) NOT NULL,
  total numeric(14, 2) NOT NULL,
  remark text,
  updated_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX orders_created_idx ON orders (created_at, id);
CREATE INDEX orders_payment_created_idx ON orders (payment_status, created_at, id);
CREATE INDEX orders_total_idx ON orders (total, id);
CREATE INDEX orders_customer_idx ON orders (customer_id, id);

CREATE TABLE order_lines (
  order_id bigint NOT NULL REFERENCES orders (id) ON DELETE CASCADE,
  line_no integer NOT NULL,
  -- A deleted product leaves its name on past orders and invoices.
  product_id bigint REFERENCES products (id) ON DELETE SET NULL,
  product_name text NOT NULL,
  quantity integer NOT NULL CHECK (quantity > 0),
  price numeric(12, 2) NOT NULL,
  PRIMARY KEY (order_id, line_no)
);
CREATE INDEX order_lines_product_idx ON order_lines (product_id);
