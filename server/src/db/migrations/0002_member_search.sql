-- One lower-cased search text per member with a trigram index, so "contains" searches of the user list
-- (name, e-mail, username) use an index instead of three ILIKE scans.
CREATE EXTENSION IF NOT EXISTS pg_trgm;
ALTER TABLE members
  ADD COLUMN search text GENERATED ALWAYS AS (
    lower(display_name || ' ' || coalesce(email, '') || ' ' || coalesce(username, ''))
  ) STORED;
CREATE INDEX members_search_trgm_idx ON members USING gin (search gin_trgm_ops);
