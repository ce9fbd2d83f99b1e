-- Access control: a Manager role, members' choice to hide their e-mail, ended sessions, the audit log, and
-- product images that nobody references any more.

ALTER TABLE members DROP CONSTRAINT members_role_check;
ALTER TABLE members ADD CONSTRAINT members_role_check CHECK (role IN ('admin', 'manager', 'member'));

-- Other members see the e-mail only when its owner shows it; their searches match only what they may see.
ALTER TABLE members ADD COLUMN email_visible boolean NOT NULL DEFAULT true;
ALTER TABLE members
  ADD COLUMN public_search text GENERATED ALWAYS AS (
    lower(display_name || ' ' || CASE WHEN email_visible THEN coalesce(email, '') ELSE '' END || ' ' ||
          coalesce(username, ''))
  ) STORED;
CREATE INDEX members_public_search_trgm_idx ON members USING gin (public_search gin_trgm_ops);
-- The last-admin guard counts these.
CREATE INDEX members_active_admins_idx ON members (uid) WHERE role = 'admin' AND status = 'active' AND NOT demo;

-- Sessions an administrator ended (member blocked or deleted): a token from a sign-in at or before revoked_at is
-- refused. Kept for deleted members too, so their old tokens cannot bring them back.
CREATE TABLE session_revocations (
  uid text PRIMARY KEY,
  revoked_at timestamptz NOT NULL
);

-- Every write by a Manager or an Administrator to shared data, written in the same transaction as the change.
-- No foreign keys: an entry outlives the member, product or order it names.
CREATE TABLE audit_log (
  id bigserial PRIMARY KEY,
  at timestamptz NOT NULL DEFAULT now(),
  actor_uid text NOT NULL,
  actor_name text NOT NULL,
  actor_role text NOT NULL,
  action text NOT NULL,
  target_type text NOT NULL,
  target_id text NOT NULL,
  target_label text NOT NULL,
  changes jsonb NOT NULL DEFAULT '{}'::jsonb,
  ip text
);
CREATE INDEX audit_log_actor_idx ON audit_log (actor_uid, id);
CREATE INDEX audit_log_action_idx ON audit_log (action, id);
CREATE INDEX audit_log_at_idx ON audit_log (at, id);

-- Product images nobody references (never saved with a product, or their product deleted) are removed after a
-- grace period; orphaned_at says since when. The trigger keeps it right however product_id changes, including
-- the SET NULL of a deleted product.
ALTER TABLE product_images ADD COLUMN orphaned_at timestamptz;
UPDATE product_images SET orphaned_at = created_at WHERE product_id IS NULL;
ALTER TABLE product_images DROP CONSTRAINT product_images_product_id_fkey;
ALTER TABLE product_images
  ADD CONSTRAINT product_images_product_id_fkey FOREIGN KEY (product_id) REFERENCES products (id) ON DELETE SET NULL;
CREATE INDEX product_images_orphaned_idx ON product_images (orphaned_at) WHERE product_id IS NULL;

CREATE FUNCTION product_images_orphaned() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.product_id IS NULL THEN
    NEW.orphaned_at := coalesce(NEW.orphaned_at, now());
  ELSE
    NEW.orphaned_at := NULL;
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER product_images_orphaned BEFORE INSERT OR UPDATE OF product_id ON product_images
  FOR EACH ROW EXECUTE FUNCTION product_images_orphaned();
