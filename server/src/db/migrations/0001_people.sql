-- Members (one row per Firebase user, created on their first API request), their cards and notifications.
CREATE TABLE members (
  uid text PRIMARY KEY,
  email text,
  display_name text NOT NULL,
  username text UNIQUE,
  title text,
  bio text,
  phone text,
  website text,
  address text,
  city text,
  post_code text,
  birth_date date,
  role text NOT NULL DEFAULT 'member' CHECK (role IN ('admin', 'member')),
  status text NOT NULL DEFAULT 'active' CHECK (status IN ('active', 'blocked')),
  -- Seeded demo people: never the "first member" who becomes admin.
  demo boolean NOT NULL DEFAULT false,
  avatar bytea,
  avatar_type text,
  avatar_version integer NOT NULL DEFAULT 0,
  preferences jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_seen_at timestamptz
);
-- One index per sort of the user list; uid breaks ties so pages are stable.
CREATE INDEX members_name_idx ON members (lower(display_name), uid);
CREATE INDEX members_email_idx ON members (lower(email), uid);
CREATE INDEX members_role_idx ON members (role, lower(display_name), uid);
CREATE INDEX members_status_idx ON members (status, lower(display_name), uid);
CREATE INDEX members_last_seen_idx ON members (last_seen_at, uid);
CREATE INDEX members_created_idx ON members (created_at, uid);

CREATE TABLE cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  holder text NOT NULL,
  brand text NOT NULL,
  last4 char(4) NOT NULL,
  exp_month smallint NOT NULL,
  exp_year smallint NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX cards_owner_idx ON cards (uid, created_at);

CREATE TABLE notifications (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  kind text NOT NULL,
  actor_uid text REFERENCES members (uid) ON DELETE SET NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  read_at timestamptz
);
CREATE INDEX notifications_owner_idx ON notifications (uid, created_at DESC);
