-- The realtime channel (server/src/realtime): stored events, so a tab that reconnects catches up from the last
-- id it saw, and which members have an open connection to which server process (presence).

-- `audience`: the members who receive the event (a member only ever receives events meant for them).
-- `data`: ids only; each process reads the rows they name when it delivers the event.
CREATE TABLE realtime_events (
  id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  kind text NOT NULL,
  audience text[] NOT NULL,
  data jsonb NOT NULL DEFAULT '{}'::jsonb,
  created_at timestamptz NOT NULL DEFAULT now()
);
-- Catch-up: the events of one member after an id.
CREATE INDEX realtime_events_audience_idx ON realtime_events USING gin (audience);
CREATE INDEX realtime_events_created_idx ON realtime_events (created_at);

-- One row per server process and member with open sockets there; a process refreshes `seen_at` while it runs,
-- so the rows of a process that died stop counting after a minute and a half.
CREATE TABLE realtime_presence (
  process_id text NOT NULL,
  uid text NOT NULL,
  connections integer NOT NULL,
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (process_id, uid)
);
CREATE INDEX realtime_presence_uid_idx ON realtime_presence (uid);
