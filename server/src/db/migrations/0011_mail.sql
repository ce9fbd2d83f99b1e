-- Mail between members (server/src/modules/mail): each message stored once, its addressing, its attachments, and
-- one mailbox entry per member who has it (the sender and each recipient), with that member's labels.

INSERT INTO server_secrets (name, value)
VALUES ('mail_media', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- `id` comes from the sending client, so a retried send is the same message. `sent_at` is null while it is a
-- draft. The sender is a plain uid and their name is kept as it was when sent: a deleted member's mail stays in
-- the others' mailboxes, and searching by sender needs no join. `search` is the lower-cased text a search
-- matches ("contains" through the trigram index, whatever the language).
CREATE TABLE mail_messages (
  id uuid PRIMARY KEY,
  thread_id uuid NOT NULL,
  in_reply_to uuid,
  sender_uid text NOT NULL,
  sender_name text NOT NULL,
  subject text NOT NULL DEFAULT '',
  html text NOT NULL DEFAULT '',
  body_text text NOT NULL DEFAULT '',
  sent_at timestamptz,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  search text GENERATED ALWAYS AS (lower(sender_name || ' ' || subject || ' ' || body_text)) STORED
);
CREATE INDEX mail_messages_thread_idx ON mail_messages (thread_id);
CREATE INDEX mail_messages_search_trgm_idx ON mail_messages USING gin (search gin_trgm_ops);

-- To, Cc and Bcc, in the order written; a member is named once per message (the first of To, Cc, Bcc). The
-- name is the one they had when it was written, shown once they are deleted.
CREATE TABLE mail_recipients (
  message_id uuid NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
  uid text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('to', 'cc', 'bcc')),
  name text NOT NULL,
  position integer NOT NULL,
  PRIMARY KEY (message_id, uid)
);

-- Uploaded bytes. A message refers to them (several may: a forward reuses the original's); unused uploads are
-- swept after a day.
CREATE TABLE mail_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uploader_uid text NOT NULL,
  bytes bytea NOT NULL,
  type text NOT NULL,
  name text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX mail_attachments_created_idx ON mail_attachments (created_at);

CREATE TABLE mail_message_attachments (
  message_id uuid NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
  attachment_id uuid NOT NULL REFERENCES mail_attachments (id),
  position integer NOT NULL,
  PRIMARY KEY (message_id, attachment_id)
);
CREATE INDEX mail_message_attachments_attachment_idx ON mail_message_attachments (attachment_id);

-- A member's mailbox entry. A message sent to oneself is one entry both received and sent. `sort_at`: when it was
-- sent, or a draft's last save (the folders' keyset order with message_id). Each folder has its partial index.
CREATE TABLE mail_entries (
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  message_id uuid NOT NULL REFERENCES mail_messages (id) ON DELETE CASCADE,
  received boolean NOT NULL DEFAULT false,
  sent boolean NOT NULL DEFAULT false,
  draft boolean NOT NULL DEFAULT false,
  read boolean NOT NULL DEFAULT false,
  starred boolean NOT NULL DEFAULT false,
  deleted_at timestamptz,
  sort_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (uid, message_id)
);
CREATE INDEX mail_entries_message_idx ON mail_entries (message_id);
CREATE INDEX mail_entries_inbox_idx ON mail_entries (uid, sort_at DESC, message_id DESC)
  WHERE received AND deleted_at IS NULL;
CREATE INDEX mail_entries_sent_idx ON mail_entries (uid, sort_at DESC, message_id DESC)
  WHERE sent AND deleted_at IS NULL;
CREATE INDEX mail_entries_draft_idx ON mail_entries (uid, sort_at DESC, message_id DESC)
  WHERE draft AND deleted_at IS NULL;
CREATE INDEX mail_entries_starred_idx ON mail_entries (uid, sort_at DESC, message_id DESC)
  WHERE starred AND deleted_at IS NULL;
CREATE INDEX mail_entries_deleted_idx ON mail_entries (uid, sort_at DESC, message_id DESC)
  WHERE deleted_at IS NOT NULL;
CREATE INDEX mail_entries_all_idx ON mail_entries (uid, sort_at DESC, message_id DESC);

-- System labels (no owner, a fixed key the web translates) and each member's own.
CREATE TABLE mail_labels (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  owner_uid text REFERENCES members (uid) ON DELETE CASCADE,
  system_key text UNIQUE,
  name text NOT NULL,
  color text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  CHECK ((owner_uid IS NULL) = (system_key IS NOT NULL))
);
CREATE UNIQUE INDEX mail_labels_owner_name_idx ON mail_labels (owner_uid, lower(name)) WHERE owner_uid IS NOT NULL;
INSERT INTO mail_labels (system_key, name, color, created_at) VALUES
  ('works', 'Works', '#3e82f7', '2026-01-01T00:00:00Z'),
  ('private', 'Private', '#a461d8', '2026-01-01T00:00:01Z'),
  ('important', 'Important', '#de4436', '2026-01-01T00:00:02Z');

CREATE TABLE mail_entry_labels (
  uid text NOT NULL,
  message_id uuid NOT NULL,
  label_id uuid NOT NULL REFERENCES mail_labels (id) ON DELETE CASCADE,
  PRIMARY KEY (uid, message_id, label_id),
  FOREIGN KEY (uid, message_id) REFERENCES mail_entries (uid, message_id) ON DELETE CASCADE
);
CREATE INDEX mail_entry_labels_label_idx ON mail_entry_labels (label_id, uid);
