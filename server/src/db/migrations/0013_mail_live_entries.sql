-- A label's page and its total reach each labelled message's entry only to leave out the deleted ones: with the
-- entries that are not deleted in an index of their own, that is answered from the index alone (npm run bench:api on
-- PostgreSQL, a 5,000-message label of a 100,000-message mailbox: p95 52 → 45 ms).
CREATE INDEX mail_entries_live_idx ON mail_entries (uid, message_id) WHERE deleted_at IS NULL;
