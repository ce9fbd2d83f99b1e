-- Calendar (server/src/modules/calendar): events, who sees them, changed or cancelled occurrences of repeating
-- ones, and each member's secret iCalendar feed. Projects (server/src/modules/projects): projects, their members,
-- their scrumboard's columns and cards, and what a card holds.

-- Times are UTC. `time_zone`: the creator's IANA zone, in which a repeating event is expanded. An all-day event's
-- dates are stored as UTC midnights (the first day, and the day after the last). `rrule`: the normalised RRULE
-- value, null for an event that does not repeat. `series_until`: the start of the last occurrence a COUNT or UNTIL
-- allows (an upper bound for UNTIL), null when the rule never ends; the service keeps it with the rule.
-- `sequence`: the iCalendar SEQUENCE, one more at each change, so calendar programs take the newest version.
CREATE TABLE calendar_events (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  creator_uid text NOT NULL,
  title text NOT NULL,
  all_day boolean NOT NULL,
  starts_at timestamptz NOT NULL,
  ends_at timestamptz NOT NULL,
  time_zone text NOT NULL,
  color text NOT NULL,
  location text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  rrule text,
  series_until timestamptz,
  sequence integer NOT NULL DEFAULT 0,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at >= starts_at)
);

-- Who sees an event: its creator (organizer) and its attendees, one row each. The event's span is copied here, so a
-- member's range is one index scan on their own rows: short single events (at most a week) by start alone,
-- `long` ones (repeating, or longer) by start among the few such. `span_start` and `span_end` cover every
-- occurrence, changed ones included (`span_end` null: repeats without end).
CREATE TABLE calendar_participants (
  event_id uuid NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  organizer boolean NOT NULL DEFAULT false,
  long boolean NOT NULL,
  span_start timestamptz NOT NULL,
  span_end timestamptz,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (event_id, uid)
);
CREATE INDEX calendar_participants_short_idx ON calendar_participants (uid, span_start) WHERE NOT long;
CREATE INDEX calendar_participants_long_idx ON calendar_participants (uid, span_start) WHERE long;

-- One occurrence of a series changed or cancelled on its own, named by the start the rule gives it (RFC 5545
-- RECURRENCE-ID). A changed one holds all its own values.
CREATE TABLE calendar_overrides (
  event_id uuid NOT NULL REFERENCES calendar_events (id) ON DELETE CASCADE,
  original_start timestamptz NOT NULL,
  cancelled boolean NOT NULL DEFAULT false,
  title text,
  starts_at timestamptz,
  ends_at timestamptz,
  color text,
  location text,
  description text,
  PRIMARY KEY (event_id, original_start),
  CHECK (cancelled OR (title IS NOT NULL AND starts_at IS NOT NULL AND ends_at >= starts_at AND color IS NOT NULL
    AND location IS NOT NULL AND description IS NOT NULL))
);

-- A member's iCalendar feed address: `token` is its secret (shown to the member again when asked), found by its
-- SHA-256 (`token_hash`), so looking a secret up compares digests, not the secret itself.
CREATE TABLE calendar_feeds (
  uid text PRIMARY KEY REFERENCES members (uid) ON DELETE CASCADE,
  token text NOT NULL,
  token_hash text NOT NULL UNIQUE,
  created_at timestamptz NOT NULL DEFAULT now()
);

-- The owner is a plain uid: a project outlives its owner's account (its administrators manage it then).
CREATE TABLE projects (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  name text NOT NULL,
  category text NOT NULL DEFAULT '',
  description text NOT NULL DEFAULT '',
  cover_color text NOT NULL,
  due_date date,
  owner_uid text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE project_members (
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  added_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (project_id, uid)
);
CREATE INDEX project_members_uid_idx ON project_members (uid, project_id);

-- Order keys are fractional indexes compared byte by byte (the "C" collation, as the web compares them), ties
-- broken by id. A move rewrites the moved row only.
CREATE TABLE board_columns (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  name text NOT NULL,
  default_key text CHECK (default_key IN ('to_be_processed', 'processing', 'submitted', 'completed')),
  position text COLLATE "C" NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX board_columns_project_idx ON board_columns (project_id, position, id);

-- `cover_attachment_id`: one of the card's image attachments (cleared with it). `created_by` a plain uid.
CREATE TABLE board_cards (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  column_id uuid NOT NULL REFERENCES board_columns (id) ON DELETE CASCADE,
  position text COLLATE "C" NOT NULL,
  title text NOT NULL,
  description text NOT NULL DEFAULT '',
  due_date date,
  labels text[] NOT NULL DEFAULT '{}',
  cover_attachment_id uuid,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now()
);
-- A column's cards in order (the first screen and the next pages are ranges of it), and a project's per column.
CREATE INDEX board_cards_column_idx ON board_cards (column_id, position, id);
CREATE INDEX board_cards_project_idx ON board_cards (project_id, column_id);

CREATE TABLE card_assignees (
  card_id uuid NOT NULL REFERENCES board_cards (id) ON DELETE CASCADE,
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  PRIMARY KEY (card_id, uid)
);
CREATE INDEX card_assignees_uid_idx ON card_assignees (uid);

CREATE TABLE card_checklist_items (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_id uuid NOT NULL REFERENCES board_cards (id) ON DELETE CASCADE,
  text text NOT NULL,
  done boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX card_checklist_items_card_idx ON card_checklist_items (card_id, created_at, id);

-- The author is a plain uid: a deleted member's comments stay (shown without a name).
CREATE TABLE card_comments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_id uuid NOT NULL REFERENCES board_cards (id) ON DELETE CASCADE,
  author_uid text NOT NULL,
  text text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp(),
  edited_at timestamptz
);
CREATE INDEX card_comments_card_idx ON card_comments (card_id, created_at, id);

-- Uploaded bytes of a card's attachments; `project_id` counts a project's attachments without a join.
CREATE TABLE card_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  card_id uuid NOT NULL REFERENCES board_cards (id) ON DELETE CASCADE,
  project_id uuid NOT NULL REFERENCES projects (id) ON DELETE CASCADE,
  uploader_uid text NOT NULL,
  bytes bytea NOT NULL,
  type text NOT NULL,
  name text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT clock_timestamp()
);
CREATE INDEX card_attachments_card_idx ON card_attachments (card_id, created_at);
CREATE INDEX card_attachments_project_idx ON card_attachments (project_id);
ALTER TABLE board_cards ADD CONSTRAINT board_cards_cover_fk
  FOREIGN KEY (cover_attachment_id) REFERENCES card_attachments (id) ON DELETE SET NULL;

-- Who did what to a card, when (the actor a plain uid). `data`: the kind's values, all strings.
CREATE TABLE card_activity (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  card_id uuid NOT NULL REFERENCES board_cards (id) ON DELETE CASCADE,
  actor_uid text NOT NULL,
  kind text NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_activity_card_idx ON card_activity (card_id, id);

INSERT INTO server_secrets (name, value)
VALUES ('board_media', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));
