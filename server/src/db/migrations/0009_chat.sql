-- Chat (server/src/modules/chat): conversations between two members or a group, their messages, attachments and
-- reactions, and each member's marks in each conversation.

-- Secrets the database generates, so every server process shares them and none is in the repository.
-- gen_random_uuid() draws from the operating system's strong random source (pgcrypto is not loaded): two
-- version 4 UUIDs carry 244 random bits.
CREATE TABLE server_secrets (
  name text PRIMARY KEY,
  value text NOT NULL
);
INSERT INTO server_secrets (name, value)
VALUES ('chat_media', replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''));

-- `pair_key`: the two members of a direct conversation, sorted; unique, so two members have exactly one even
-- when both open it at once (the second insert conflicts and reads the first).
-- `last_seq`: the seq of its newest message (0: none yet), for unread counts and read marks without a scan.
CREATE TABLE chat_conversations (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  kind text NOT NULL CHECK (kind IN ('direct', 'group')),
  name text,
  pair_key text UNIQUE,
  created_by text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_message_at timestamptz NOT NULL DEFAULT now(),
  last_seq bigint NOT NULL DEFAULT 0,
  CHECK ((kind = 'direct') = (pair_key IS NOT NULL)),
  CHECK (kind = 'direct' OR name IS NOT NULL)
);

-- One row per current member (leaving deletes it). Marks are message seqs.
-- `hidden`: the member deleted the conversation; it leaves their list until a new message arrives.
-- `hidden_before_seq`: history up to this seq stays hidden from the member (a deleted chat, or what was said
-- before they were added to a group).
CREATE TABLE chat_members (
  conversation_id uuid NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  joined_at timestamptz NOT NULL DEFAULT now(),
  muted boolean NOT NULL DEFAULT false,
  hidden boolean NOT NULL DEFAULT false,
  read_seq bigint NOT NULL DEFAULT 0,
  delivered_seq bigint NOT NULL DEFAULT 0,
  hidden_before_seq bigint,
  PRIMARY KEY (conversation_id, uid)
);
CREATE INDEX chat_members_uid_idx ON chat_members (uid);

-- Uploaded bytes, referenced by at most one message. The uploader is a plain uid (no foreign key): a deleted
-- member's attachments stay in the others' history; unused uploads are swept after a day.
CREATE TABLE chat_attachments (
  id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  uploader_uid text NOT NULL,
  bytes bytea NOT NULL,
  type text NOT NULL,
  name text NOT NULL,
  size integer NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX chat_attachments_created_idx ON chat_attachments (created_at);

-- `id` comes from the sending client, so a retried send is the same message. `seq` orders every message of
-- every conversation (keyset paging, read and delivered marks). The sender is a plain uid: the history of the
-- others stays when a member is deleted.
CREATE TABLE chat_messages (
  id uuid PRIMARY KEY,
  seq bigint GENERATED ALWAYS AS IDENTITY UNIQUE,
  conversation_id uuid NOT NULL REFERENCES chat_conversations (id) ON DELETE CASCADE,
  sender_uid text NOT NULL,
  kind text NOT NULL CHECK (kind IN ('text', 'image', 'file')),
  text text,
  attachment_id uuid REFERENCES chat_attachments (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  edited_at timestamptz,
  deleted_at timestamptz
);
CREATE INDEX chat_messages_conversation_idx ON chat_messages (conversation_id, seq);
-- An upload goes with one message only.
CREATE UNIQUE INDEX chat_messages_attachment_idx ON chat_messages (attachment_id) WHERE attachment_id IS NOT NULL;

CREATE TABLE chat_reactions (
  message_id uuid NOT NULL REFERENCES chat_messages (id) ON DELETE CASCADE,
  uid text NOT NULL REFERENCES members (uid) ON DELETE CASCADE,
  emoji text NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (message_id, uid, emoji)
);
