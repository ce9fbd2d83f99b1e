-- A label's total counts its messages that are not deleted. Each labelling now knows whether its entry is deleted
-- (`live`, kept in step by triggers) and the live ones have an index of their own, so the total is read from that
-- index alone: 5,000 rows for a 5,000-message label, instead of joining the member's whole mailbox (100,000 entries:
-- ~30 ms, about two thirds of the label page's time in npm run bench:api on PostgreSQL).
ALTER TABLE mail_entry_labels ADD COLUMN live boolean NOT NULL DEFAULT true;
UPDATE mail_entry_labels l SET live = false
  FROM mail_entries e
 WHERE e.uid = l.uid AND e.message_id = l.message_id AND e.deleted_at IS NOT NULL;
CREATE INDEX mail_entry_labels_live_idx ON mail_entry_labels (uid, label_id) WHERE live;

CREATE FUNCTION mail_entry_labels_take_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.live := (SELECT e.deleted_at IS NULL FROM mail_entries e WHERE e.uid = NEW.uid AND e.message_id = NEW.message_id);
  RETURN NEW;
END $$;
CREATE TRIGGER mail_entry_labels_take_live BEFORE INSERT OR UPDATE OF uid, message_id ON mail_entry_labels
  FOR EACH ROW EXECUTE FUNCTION mail_entry_labels_take_live();

CREATE FUNCTION mail_entries_pass_live() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE mail_entry_labels SET live = NEW.deleted_at IS NULL WHERE uid = NEW.uid AND message_id = NEW.message_id;
  RETURN NULL;
END $$;
CREATE TRIGGER mail_entries_pass_live AFTER UPDATE OF deleted_at ON mail_entries
  FOR EACH ROW WHEN ((OLD.deleted_at IS NULL) IS DISTINCT FROM (NEW.deleted_at IS NULL))
  EXECUTE FUNCTION mail_entries_pass_live();
