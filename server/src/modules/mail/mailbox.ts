import type { MailBulk, MailLabel, MailSystemLabel, MailUpdate } from '@atrium/contracts';
import { MAIL_LABELS_MAX } from '@atrium/contracts';
import { isUniqueViolation } from '../../db/client.ts';
import { fieldError, HttpError, invalid, notFound } from '../../http/errors.ts';
import type { Query } from '../../realtime/types.ts';

// The caller's own state of their mail (read, star, labels, Deleted) and their labels. Changes apply to the
// caller's entries only; an id they have no entry for changes nothing and answers 404.

type LabelRow = { id: string; name: string; color: string; system_key: MailSystemLabel | null };

const toLabel = (row: LabelRow): MailLabel => ({
  id: row.id,
  name: row.name,
  color: row.color,
  system: row.system_key,
});

const LABEL_COLUMNS = 'id::text, name, color, system_key';
/** System labels first, then the member's own in the order they were made. */
const LABEL_ORDER = 'ORDER BY owner_uid IS NOT NULL, created_at, id';

/** Which of `ids` are labels the caller may use (the system ones and their own). */
async function usableLabels(query: Query, uid: string, ids: string[]) {
  if (!ids.length) return new Set<string>();
  const rows = await query<{ id: string }>(
    `SELECT id::text FROM mail_labels WHERE id = ANY($1::uuid[]) AND (owner_uid IS NULL OR owner_uid = $2)`,
    [ids, uid],
  );
  return new Set(rows.map((r) => r.id));
}

/** The caller's entry, locked for a change, or a 404. */
async function lockEntry(query: Query, uid: string, id: string) {
  const [entry] = await query('SELECT 1 FROM mail_entries WHERE uid = $1 AND message_id = $2 FOR UPDATE', [
    uid,
    id,
  ]);
  if (!entry) throw notFound('There is no such message.');
}

/** Read, starred and the whole label set of one message of the caller's; whether anything changed. */
export async function updateEntry(query: Query, uid: string, id: string, changes: MailUpdate) {
  await lockEntry(query, uid, id);
  const labelIds = changes.labelIds && [...new Set(changes.labelIds)];
  if (labelIds) {
    const usable = await usableLabels(query, uid, labelIds);
    const refused = changes.labelIds?.findIndex((l) => !usable.has(l)) ?? -1;
    if (refused >= 0) {
      throw invalid({ [`labelIds.${refused}`]: fieldError('invalid', 'There is no such label.') });
    }
  }
  let changed = false;
  if (changes.read !== undefined || changes.starred !== undefined) {
    const moved = await query(
      `UPDATE mail_entries SET read = coalesce($3, read), starred = coalesce($4, starred)
        WHERE uid = $1 AND message_id = $2 AND (read <> coalesce($3, read) OR starred <> coalesce($4, starred))
        RETURNING 1`,
      [uid, id, changes.read ?? null, changes.starred ?? null],
    );
    changed = moved.length > 0;
  }
  if (labelIds) {
    const removed = await query(
      `DELETE FROM mail_entry_labels WHERE uid = $1 AND message_id = $2 AND NOT (label_id = ANY($3::uuid[]))
       RETURNING 1`,
      [uid, id, labelIds],
    );
    const added = await query(
      `INSERT INTO mail_entry_labels (uid, message_id, label_id) SELECT $1, $2, unnest($3::uuid[])
       ON CONFLICT DO NOTHING RETURNING 1`,
      [uid, id, labelIds],
    );
    changed ||= removed.length + added.length > 0;
  }
  return changed;
}

/** Sets entries' flag where it differs. */
const SET_FLAG = (set: string, differs: string) =>
  `UPDATE mail_entries SET ${set} WHERE uid = $1 AND message_id = ANY($2::uuid[]) AND ${differs}
   RETURNING message_id::text`;

const BULK_STATEMENTS: Record<Exclude<MailBulk['action'], 'purge'>, string> = {
  read: SET_FLAG('read = true', 'NOT read'),
  unread: SET_FLAG('read = false', 'read'),
  star: SET_FLAG('starred = true', 'NOT starred'),
  unstar: SET_FLAG('starred = false', 'starred'),
  delete: SET_FLAG('deleted_at = now()', 'deleted_at IS NULL'),
  restore: SET_FLAG('deleted_at = NULL', 'deleted_at IS NOT NULL'),
  label: `INSERT INTO mail_entry_labels (uid, message_id, label_id) SELECT $1, unnest($2::uuid[]), $3
          ON CONFLICT DO NOTHING RETURNING message_id::text`,
  unlabel: `DELETE FROM mail_entry_labels WHERE uid = $1 AND message_id = ANY($2::uuid[]) AND label_id = $3
            RETURNING message_id::text`,
};

/**
 * One action on several of the caller's messages, all or none: an id that is not theirs refuses the whole batch.
 * Purging removes the caller's entries; a message nobody has any more (a discarded draft) is deleted with them.
 * Returns the ids that changed.
 */
export async function bulk(query: Query, uid: string, { ids, action, labelId }: MailBulk) {
  const unique = [...new Set(ids)];
  const owned = await query<{ message_id: string }>(
    `SELECT message_id::text FROM mail_entries WHERE uid = $1 AND message_id = ANY($2::uuid[]) FOR UPDATE`,
    [uid, unique],
  );
  if (owned.length < unique.length) throw notFound('There is no such message.');
  if (action === 'purge') {
    const purged = await query<{ message_id: string }>(
      `DELETE FROM mail_entries WHERE uid = $1 AND message_id = ANY($2::uuid[]) RETURNING message_id::text`,
      [uid, unique],
    );
    await query(
      `DELETE FROM mail_messages m WHERE m.id = ANY($1::uuid[])
          AND NOT EXISTS (SELECT 1 FROM mail_entries e WHERE e.message_id = m.id)`,
      [unique],
    );
    return purged.map((r) => r.message_id);
  }
  const params: unknown[] = [uid, unique];
  if (action === 'label' || action === 'unlabel') {
    if (!labelId || !(await usableLabels(query, uid, [labelId])).has(labelId)) {
      throw invalid({ labelId: fieldError('invalid', 'There is no such label.') });
    }
    params.push(labelId);
  }
  const rows = await query<{ message_id: string }>(BULK_STATEMENTS[action], params);
  return [...new Set(rows.map((r) => r.message_id))];
}

export async function labelsOf(query: Query, uid: string): Promise<MailLabel[]> {
  const rows = await query<LabelRow>(
    `SELECT ${LABEL_COLUMNS} FROM mail_labels WHERE owner_uid IS NULL OR owner_uid = $1 ${LABEL_ORDER}`,
    [uid],
  );
  return rows.map(toLabel);
}

/** A label of the caller's own, locked; a system label is a 403 (they are the same for everyone), another's a 404. */
async function ownLabel(query: Query, uid: string, id: string) {
  const [row] = await query<{ owner_uid: string | null }>(
    'SELECT owner_uid FROM mail_labels WHERE id = $1 AND (owner_uid IS NULL OR owner_uid = $2) FOR UPDATE',
    [id, uid],
  );
  if (!row) throw notFound('There is no such label.');
  if (row.owner_uid === null) throw new HttpError(403, 'System labels cannot be changed.', 'forbidden');
}

const nameTaken = () => invalid({ name: fieldError('invalid', 'You have a label with this name.') });

/** Whether the caller already has a label of this name (system names included), `except` one. */
async function refuseTakenName(query: Query, uid: string, name: string, except: string | null) {
  const [taken] = await query(
    `SELECT 1 FROM mail_labels WHERE (owner_uid IS NULL OR owner_uid = $1) AND lower(name) = lower($2)
        AND id IS DISTINCT FROM $3::uuid`,
    [uid, name, except],
  );
  if (taken) throw nameTaken();
}

/** Writes a label change, saying a name taken meanwhile (the unique index) like one taken before. */
async function writingLabel<T>(write: () => Promise<T>) {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw nameTaken();
    throw error;
  }
}

export async function createLabel(query: Query, uid: string, name: string, color: string) {
  // Locked so two creations at once cannot pass the limit together.
  await query('SELECT 1 FROM members WHERE uid = $1 FOR UPDATE', [uid]);
  const [count] = await query<{ n: number }>(
    'SELECT count(*)::int AS n FROM mail_labels WHERE owner_uid = $1',
    [uid],
  );
  if ((count?.n ?? 0) >= MAIL_LABELS_MAX) {
    throw invalid({
      name: fieldError('too_many', `You have at most ${MAIL_LABELS_MAX} labels.`, { max: MAIL_LABELS_MAX }),
    });
  }
  await refuseTakenName(query, uid, name, null);
  const [row] = await writingLabel(() =>
    query<LabelRow>(
      `INSERT INTO mail_labels (owner_uid, name, color) VALUES ($1, $2, $3) RETURNING ${LABEL_COLUMNS}`,
      [uid, name, color],
    ),
  );
  return toLabel(row as LabelRow);
}

export async function updateLabel(
  query: Query,
  uid: string,
  id: string,
  { name, color }: { name?: string; color?: string },
) {
  await ownLabel(query, uid, id);
  if (name !== undefined) await refuseTakenName(query, uid, name, id);
  const [row] = await writingLabel(() =>
    query<LabelRow>(
      `UPDATE mail_labels SET name = coalesce($2, name), color = coalesce($3, color) WHERE id = $1
       RETURNING ${LABEL_COLUMNS}`,
      [id, name ?? null, color ?? null],
    ),
  );
  return toLabel(row as LabelRow);
}

/** Deletes a label of the caller's; it comes off every message (the entry labels cascade). */
export async function deleteLabel(query: Query, uid: string, id: string) {
  await ownLabel(query, uid, id);
  await query('DELETE FROM mail_labels WHERE id = $1', [id]);
}
