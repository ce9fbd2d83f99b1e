-- Dashboards from real data: the sales channel and recorded costs on orders, page views, and the rollup tables
-- every dashboard reads instead of the raw rows (a year of 1,000,000 orders is a few hundred rollup rows).
-- Rollups are kept current by the triggers below, in the transaction of the write, on PGlite and PostgreSQL
-- alike. A bulk load sets `atrium.bulk_load = on` (SET LOCAL) to skip them, then calls the rebuild functions.
-- Days are UTC days; weeks start on Monday.

-- ── Orders ───────────────────────────────────────────────────────────────────────────────────────────────────
ALTER TABLE orders
  ADD COLUMN channel text NOT NULL DEFAULT 'online' CHECK (channel IN ('store', 'online')),
  -- Σ of the lines' quantity × unit_cost, kept by the order_lines trigger (a bulk load writes it itself).
  ADD COLUMN cost numeric(14, 2) NOT NULL DEFAULT 0;

ALTER TABLE order_lines
  -- The cost of one unit when the order was placed: the product's cost_per_item, or 60 % of the line's price
  -- when the product has none. Never changed afterwards, so past profits stay what they were.
  ADD COLUMN unit_cost numeric(12, 2) NOT NULL DEFAULT 0,
  -- The product's category when the order was placed (like product_name): Sales by Category keeps it.
  ADD COLUMN category text CHECK (category IN ('cloths', 'bags', 'shoes', 'watches', 'devices'));

-- Backfill: every 3rd order was taken in a store; costs and categories from the catalogue as it is now.
UPDATE orders SET channel = 'store' WHERE id % 3 = 1;
UPDATE order_lines l
  SET unit_cost = coalesce(p.cost_per_item, round(l.price * 0.6, 2)), category = p.category
  FROM products p WHERE p.id = l.product_id;
UPDATE order_lines SET unit_cost = round(price * 0.6, 2) WHERE product_id IS NULL;
UPDATE orders o SET cost = s.cost
  FROM (SELECT order_id, sum(quantity * unit_cost) AS cost FROM order_lines GROUP BY order_id) s
  WHERE s.order_id = o.id;

-- ── Sales rollups (orders whose payment has not expired) ───────────────────────────────────────────────────────
CREATE TABLE sales_daily (
  day date NOT NULL,
  channel text NOT NULL,
  orders integer NOT NULL DEFAULT 0,
  revenue numeric(16, 2) NOT NULL DEFAULT 0,
  costs numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, channel)
);

-- The same per UTC hour (any channel): a period ending "now" adds the hours of its last day from here and reads
-- only the orders of the current hour itself.
CREATE TABLE sales_hourly (
  hour timestamp NOT NULL PRIMARY KEY,
  orders integer NOT NULL DEFAULT 0,
  revenue numeric(16, 2) NOT NULL DEFAULT 0,
  costs numeric(16, 2) NOT NULL DEFAULT 0
);

-- Revenue here is the lines' quantity × price (before VAT).
CREATE TABLE category_sales_daily (
  day date NOT NULL,
  category text NOT NULL,
  units integer NOT NULL DEFAULT 0,
  revenue numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (day, category)
);

-- Units and line revenue per product per week ('w'), month ('m') and year ('y'), so the top products of the
-- current period are the first rows of an index. Only current buckets are ever read: a rebuild writes the
-- buckets holding now(), the triggers every bucket they touch.
CREATE TABLE product_sales (
  bucket char(1) NOT NULL CHECK (bucket IN ('w', 'm', 'y')),
  start date NOT NULL,
  product_id bigint NOT NULL,
  units integer NOT NULL DEFAULT 0,
  revenue numeric(16, 2) NOT NULL DEFAULT 0,
  PRIMARY KEY (bucket, start, product_id)
);
CREATE INDEX product_sales_top_idx ON product_sales (bucket, start, units DESC, revenue DESC, product_id);

-- ── Traffic ──────────────────────────────────────────────────────────────────────────────────────────────────
-- Raw page views as the web app reports them (the seeded history exists only in the rollups).
CREATE TABLE page_views (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL,
  -- The member who viewed; NULL once the member is deleted.
  uid text REFERENCES members (uid) ON DELETE SET NULL,
  visitor_id text NOT NULL,
  session_id text NOT NULL,
  path text NOT NULL,
  device text NOT NULL CHECK (device IN ('desktop', 'tablet', 'mobile')),
  country char(2),
  source text
);
CREATE INDEX page_views_at_idx ON page_views (at);
CREATE INDEX page_views_session_idx ON page_views (session_id, at);
CREATE INDEX page_views_uid_idx ON page_views (uid, at) WHERE uid IS NOT NULL;

-- One row per session, from its first view: the session counts once, for the country, device, source and
-- (landing) page of that view; its later views count as page views of the same country, device and source.
CREATE TABLE traffic_sessions (
  id text PRIMARY KEY,
  visitor_id text NOT NULL,
  started_at timestamptz NOT NULL,
  country char(2),
  device text NOT NULL,
  source text,
  landing_path text NOT NULL
);

-- A visitor counts once per day.
CREATE TABLE traffic_visitor_days (
  day date NOT NULL,
  visitor_id text NOT NULL,
  PRIMARY KEY (day, visitor_id)
);

CREATE TABLE visits_daily (
  day date PRIMARY KEY,
  visitors integer NOT NULL DEFAULT 0,
  sessions integer NOT NULL DEFAULT 0,
  page_views integer NOT NULL DEFAULT 0
);

-- Sessions and page views per day by country, device, page and referral source (no row for an unknown
-- country or a visit without source).
CREATE TABLE traffic_daily (
  dimension text NOT NULL CHECK (dimension IN ('country', 'device', 'page', 'source')),
  day date NOT NULL,
  key text NOT NULL,
  sessions integer NOT NULL DEFAULT 0,
  page_views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, day, key)
);
CREATE INDEX traffic_daily_key_idx ON traffic_daily (dimension, key, day);
-- The same per month, so a year reads 12 rows per key instead of 365.
CREATE TABLE traffic_monthly (
  dimension text NOT NULL,
  month date NOT NULL,
  key text NOT NULL,
  sessions integer NOT NULL DEFAULT 0,
  page_views integer NOT NULL DEFAULT 0,
  PRIMARY KEY (dimension, month, key)
);

-- Members with at least one page view that day, and per day the count of them and of the distinct members
-- active in the 30 days ending that day (so "active in the last 30 days" is one row, not a distinct count).
CREATE TABLE member_active_days (
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  day date NOT NULL,
  PRIMARY KEY (uid, day)
);
CREATE TABLE active_members_daily (
  day date PRIMARY KEY,
  members integer NOT NULL DEFAULT 0,
  members_30d integer NOT NULL DEFAULT 0
);

-- Shop-wide settings an administrator changes (the monthly revenue target).
CREATE TABLE app_settings (
  key text PRIMARY KEY,
  value jsonb NOT NULL,
  updated_at timestamptz NOT NULL DEFAULT now(),
  updated_by text
);

-- ── Keeping the rollups current ──────────────────────────────────────────────────────────────────────────────
CREATE FUNCTION analytics_bulk_load() RETURNS boolean LANGUAGE sql STABLE
AS $$ SELECT coalesce(current_setting('atrium.bulk_load', true), '') = 'on' $$;

CREATE FUNCTION analytics_day(at timestamptz) RETURNS date LANGUAGE sql IMMUTABLE
AS $$ SELECT (at AT TIME ZONE 'UTC')::date $$;

CREATE FUNCTION sales_add(p_at timestamptz, p_channel text, p_orders integer, p_revenue numeric, p_costs numeric)
RETURNS void LANGUAGE sql AS $$
  INSERT INTO sales_daily AS s (day, channel, orders, revenue, costs)
  VALUES (analytics_day(p_at), p_channel, p_orders, p_revenue, p_costs)
  ON CONFLICT (day, channel) DO UPDATE
    SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, costs = s.costs + excluded.costs;
  INSERT INTO sales_hourly AS s (hour, orders, revenue, costs)
  VALUES (date_trunc('hour', p_at AT TIME ZONE 'UTC'), p_orders, p_revenue, p_costs)
  ON CONFLICT (hour) DO UPDATE
    SET orders = s.orders + excluded.orders, revenue = s.revenue + excluded.revenue, costs = s.costs + excluded.costs
$$;

-- One line's units and revenue (negative to take them out) in the category and product rollups.
CREATE FUNCTION sales_line_add(p_at timestamptz, p_category text, p_product bigint, p_units integer, p_revenue numeric)
RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  d timestamp := analytics_day(p_at)::timestamp;
BEGIN
  IF p_category IS NOT NULL THEN
    INSERT INTO category_sales_daily AS c (day, category, units, revenue)
    VALUES (d::date, p_category, p_units, p_revenue)
    ON CONFLICT (day, category) DO UPDATE SET units = c.units + excluded.units, revenue = c.revenue + excluded.revenue;
  END IF;
  IF p_product IS NOT NULL THEN
    INSERT INTO product_sales AS ps (bucket, start, product_id, units, revenue)
    VALUES ('w', date_trunc('week', d)::date, p_product, p_units, p_revenue),
           ('m', date_trunc('month', d)::date, p_product, p_units, p_revenue),
           ('y', date_trunc('year', d)::date, p_product, p_units, p_revenue)
    ON CONFLICT (bucket, start, product_id) DO UPDATE
      SET units = ps.units + excluded.units, revenue = ps.revenue + excluded.revenue;
  END IF;
END $$;

CREATE FUNCTION orders_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  l record;
  moved boolean := TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (
    (OLD.payment_status <> 'expired') <> (NEW.payment_status <> 'expired') OR OLD.created_at <> NEW.created_at));
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.payment_status <> 'expired' THEN
    PERFORM sales_add(OLD.created_at, OLD.channel, -1, -OLD.total, -OLD.cost);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.payment_status <> 'expired' THEN
    PERFORM sales_add(NEW.created_at, NEW.channel, 1, NEW.total, NEW.cost);
  END IF;
  -- The lines follow an order that stops or starts counting or moves in time. A new order has no lines yet
  -- (their own trigger adds them); a deleted order's lines are taken out here, before the cascade drops them.
  IF moved THEN
    FOR l IN SELECT * FROM order_lines WHERE order_id = OLD.id LOOP
      IF OLD.payment_status <> 'expired' THEN
        PERFORM sales_line_add(OLD.created_at, l.category, l.product_id, -l.quantity, -(l.quantity * l.price));
      END IF;
      IF TG_OP = 'UPDATE' AND NEW.payment_status <> 'expired' THEN
        PERFORM sales_line_add(NEW.created_at, l.category, l.product_id, l.quantity, l.quantity * l.price);
      END IF;
    END LOOP;
  END IF;
  IF TG_OP = 'DELETE' THEN
    RETURN OLD;
  END IF;
  RETURN NEW;
END $$;

CREATE TRIGGER orders_rollup_write AFTER INSERT OR UPDATE OF payment_status, channel, created_at, total, cost ON orders
  FOR EACH ROW WHEN (NOT analytics_bulk_load()) EXECUTE FUNCTION orders_rollup();
CREATE TRIGGER orders_rollup_delete BEFORE DELETE ON orders
  FOR EACH ROW WHEN (NOT analytics_bulk_load()) EXECUTE FUNCTION orders_rollup();

-- A line adds its units and revenue (when its order counts) and its cost to the order, whose own trigger then
-- moves the costs in sales_daily. Lines removed by their order's deletion find no order: already taken out.
CREATE FUNCTION order_lines_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  o record;
BEGIN
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    SELECT created_at, payment_status INTO o FROM orders WHERE id = OLD.order_id;
    IF FOUND THEN
      IF o.payment_status <> 'expired' THEN
        PERFORM sales_line_add(o.created_at, OLD.category, OLD.product_id, -OLD.quantity, -(OLD.quantity * OLD.price));
      END IF;
      UPDATE orders SET cost = cost - OLD.quantity * OLD.unit_cost WHERE id = OLD.order_id;
    END IF;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    SELECT created_at, payment_status INTO o FROM orders WHERE id = NEW.order_id;
    IF FOUND THEN
      IF o.payment_status <> 'expired' THEN
        PERFORM sales_line_add(o.created_at, NEW.category, NEW.product_id, NEW.quantity, NEW.quantity * NEW.price);
      END IF;
      UPDATE orders SET cost = cost + NEW.quantity * NEW.unit_cost WHERE id = NEW.order_id;
    END IF;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER order_lines_rollup
  AFTER INSERT OR DELETE OR UPDATE OF order_id, product_id, category, quantity, price, unit_cost ON order_lines
  FOR EACH ROW WHEN (NOT analytics_bulk_load()) EXECUTE FUNCTION order_lines_rollup();

-- A page view: the raw row is stored by the API; this counts the session on its first view, the visitor once a
-- day, the view every time, and the member as active that day.
CREATE FUNCTION page_views_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  d date := analytics_day(NEW.at);
  s record;
  new_session integer := 0;
  new_visitor integer := 0;
BEGIN
  INSERT INTO traffic_sessions (id, visitor_id, started_at, country, device, source, landing_path)
  VALUES (NEW.session_id, NEW.visitor_id, NEW.at, NEW.country, NEW.device, NEW.source, NEW.path)
  ON CONFLICT (id) DO NOTHING;
  IF FOUND THEN
    new_session := 1;
  END IF;
  SELECT country, device, source INTO s FROM traffic_sessions WHERE id = NEW.session_id;
  INSERT INTO traffic_visitor_days (day, visitor_id) VALUES (d, NEW.visitor_id) ON CONFLICT DO NOTHING;
  IF FOUND THEN
    new_visitor := 1;
  END IF;
  INSERT INTO visits_daily AS v (day, visitors, sessions, page_views) VALUES (d, new_visitor, new_session, 1)
  ON CONFLICT (day) DO UPDATE SET visitors = v.visitors + excluded.visitors,
    sessions = v.sessions + excluded.sessions, page_views = v.page_views + excluded.page_views;
  INSERT INTO traffic_daily AS t (dimension, day, key, sessions, page_views)
  SELECT k.dimension, d, k.key, new_session, 1
  FROM (VALUES ('page', NEW.path), ('device', s.device), ('country', s.country::text), ('source', s.source))
    AS k (dimension, key)
  WHERE k.key IS NOT NULL
  ON CONFLICT (dimension, day, key) DO UPDATE
    SET sessions = t.sessions + excluded.sessions, page_views = t.page_views + excluded.page_views;
  INSERT INTO traffic_monthly AS t (dimension, month, key, sessions, page_views)
  SELECT k.dimension, date_trunc('month', d::timestamp)::date, k.key, new_session, 1
  FROM (VALUES ('page', NEW.path), ('device', s.device), ('country', s.country::text), ('source', s.source))
    AS k (dimension, key)
  WHERE k.key IS NOT NULL
  ON CONFLICT (dimension, month, key) DO UPDATE
    SET sessions = t.sessions + excluded.sessions, page_views = t.page_views + excluded.page_views;
  IF NEW.uid IS NOT NULL THEN
    INSERT INTO member_active_days (uid, day) VALUES (NEW.uid, d) ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER page_views_rollup AFTER INSERT ON page_views
  FOR EACH ROW WHEN (NOT analytics_bulk_load()) EXECUTE FUNCTION page_views_rollup();

-- A member's active day (added or removed) changes that day's count, and the 30-day count of the days it alone
-- covers: from the day (or 30 days after the member's previous active day) to 29 days later (or the day before
-- the member's next active day). One lock per member keeps concurrent writers for the same member in line.
CREATE FUNCTION member_active_days_rollup() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  r record;
  delta integer := CASE WHEN TG_OP = 'INSERT' THEN 1 ELSE -1 END;
  prev_day date;
  next_day date;
  from_day date;
  to_day date;
BEGIN
  IF TG_OP = 'INSERT' THEN
    r := NEW;
  ELSE
    r := OLD;
  END IF;
  PERFORM pg_advisory_xact_lock(hashtext('member_active_days'), hashtext(r.uid));
  SELECT max(day) INTO prev_day FROM member_active_days WHERE uid = r.uid AND day < r.day;
  SELECT min(day) INTO next_day FROM member_active_days WHERE uid = r.uid AND day > r.day;
  from_day := greatest(r.day, prev_day + 30);
  to_day := least(r.day + 29, next_day - 1);
  INSERT INTO active_members_daily AS a (day, members) VALUES (r.day, delta)
  ON CONFLICT (day) DO UPDATE SET members = a.members + excluded.members;
  IF from_day <= to_day THEN
    INSERT INTO active_members_daily AS a (day, members_30d)
    SELECT from_day + k, delta FROM generate_series(0, to_day - from_day) AS k
    ON CONFLICT (day) DO UPDATE SET members_30d = a.members_30d + excluded.members_30d;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER member_active_days_rollup AFTER INSERT OR DELETE ON member_active_days
  FOR EACH ROW WHEN (NOT analytics_bulk_load()) EXECUTE FUNCTION member_active_days_rollup();

-- ── Rebuilding from the raw rows (after a bulk load; idempotent) ──────────────────────────────────────────────
-- Product buckets: those holding p_now only (the ones the dashboards read).
CREATE FUNCTION analytics_rebuild_sales(p_now timestamptz DEFAULT now()) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  today timestamp := analytics_day(p_now)::timestamp;
  w date := date_trunc('week', today)::date;
  m date := date_trunc('month', today)::date;
  y date := date_trunc('year', today)::date;
BEGIN
  DELETE FROM sales_daily;
  DELETE FROM sales_hourly;
  DELETE FROM category_sales_daily;
  DELETE FROM product_sales;
  INSERT INTO sales_daily (day, channel, orders, revenue, costs)
  SELECT analytics_day(created_at), channel, count(*), sum(total), sum(cost)
  FROM orders WHERE payment_status <> 'expired'
  GROUP BY 1, 2;
  INSERT INTO sales_hourly (hour, orders, revenue, costs)
  SELECT date_trunc('hour', created_at AT TIME ZONE 'UTC'), count(*), sum(total), sum(cost)
  FROM orders WHERE payment_status <> 'expired'
  GROUP BY 1;
  INSERT INTO category_sales_daily (day, category, units, revenue)
  SELECT analytics_day(o.created_at), l.category, sum(l.quantity), sum(l.quantity * l.price)
  FROM orders o JOIN order_lines l ON l.order_id = o.id
  WHERE o.payment_status <> 'expired' AND l.category IS NOT NULL
  GROUP BY 1, 2;
  INSERT INTO product_sales (bucket, start, product_id, units, revenue)
  SELECT b.bucket, b.start, l.product_id, sum(l.quantity), sum(l.quantity * l.price)
  FROM orders o
  JOIN order_lines l ON l.order_id = o.id
  CROSS JOIN LATERAL (VALUES
    ('w', date_trunc('week', analytics_day(o.created_at)::timestamp)::date),
    ('m', date_trunc('month', analytics_day(o.created_at)::timestamp)::date),
    ('y', date_trunc('year', analytics_day(o.created_at)::timestamp)::date)) AS b (bucket, start)
  WHERE o.created_at >= (least(w, y)::timestamp AT TIME ZONE 'UTC')
    AND o.payment_status <> 'expired' AND l.product_id IS NOT NULL
    AND b.start = CASE b.bucket WHEN 'w' THEN w WHEN 'm' THEN m ELSE y END
  GROUP BY 1, 2, 3;
END $$;

-- Months from the daily traffic (the demo seed writes the days only).
CREATE FUNCTION analytics_rebuild_traffic_monthly() RETURNS void LANGUAGE sql AS $$
  DELETE FROM traffic_monthly;
  INSERT INTO traffic_monthly (dimension, month, key, sessions, page_views)
  SELECT dimension, date_trunc('month', day::timestamp)::date, key, sum(sessions), sum(page_views)
  FROM traffic_daily GROUP BY 1, 2, 3;
$$;

CREATE FUNCTION analytics_rebuild_active_members() RETURNS void LANGUAGE sql AS $$
  DELETE FROM active_members_daily;
  WITH act AS (
    SELECT day, lag(day) OVER (PARTITION BY uid ORDER BY day) AS prev FROM member_active_days
  ), spans AS (
    SELECT greatest(day, prev + 30) AS from_day, day + 29 AS to_day FROM act
  ), events AS (
    SELECT from_day AS day, 1 AS delta FROM spans UNION ALL SELECT to_day + 1, -1 FROM spans
  ), per_day AS (
    SELECT day, sum(delta) AS delta FROM events GROUP BY day
  ), bounds AS (
    SELECT min(day) AS lo, max(day) AS hi FROM per_day
  ), days AS (
    SELECT lo + k AS day FROM bounds, generate_series(0, hi - lo) AS k
  ), counts AS (
    SELECT day, count(*) AS members FROM member_active_days GROUP BY day
  ), running AS (
    SELECT d.day, coalesce(c.members, 0) AS members, sum(coalesce(p.delta, 0)) OVER (ORDER BY d.day) AS members_30d
    FROM days d LEFT JOIN per_day p USING (day) LEFT JOIN counts c USING (day)
  )
  INSERT INTO active_members_daily (day, members, members_30d)
  SELECT day, members, members_30d FROM running WHERE members <> 0 OR members_30d <> 0;
$$;

SELECT analytics_rebuild_sales();
