-- Names and e-mails sort the way people read them: "member-2" before "member-10". The key is the lower-cased text
-- with every run of up to 20 digits left-padded with zeros to 20, so plain text order gives number order.
CREATE FUNCTION natural_key(value text) RETURNS text
LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT coalesce(
    string_agg(
      CASE WHEN m.part[1] ~ '^[0-9]' AND length(m.part[1]) <= 20 THEN lpad(m.part[1], 20, '0') ELSE m.part[1] END,
      '' ORDER BY m.n
    ),
    ''
  )
  FROM regexp_matches(lower(value), '[0-9]+|[^0-9]+', 'g') WITH ORDINALITY AS m(part, n)
$$;

DROP INDEX members_name_idx;
DROP INDEX members_email_idx;
DROP INDEX members_role_idx;
DROP INDEX members_status_idx;
CREATE INDEX members_name_idx ON members (natural_key(display_name), uid);
CREATE INDEX members_email_idx ON members (natural_key(email), uid);
CREATE INDEX members_role_idx ON members (role, natural_key(display_name), uid);
CREATE INDEX members_status_idx ON members (status, natural_key(display_name), uid);
