import type { AuditAction, AuditEntry, AuditFilter, AuditList, AuditTarget } from '@atrium/contracts';
import { CSV_BOM, toCsvRows } from '@atrium/contracts/csv';
import type { Actor } from '../../auth/access.ts';
import type { Database } from '../../db/client.ts';

/** A change to record: what was done to which thing, and each changed field's value before and after. */
export type AuditRecord = {
  action: AuditAction;
  target: { type: AuditTarget; id: string; label: string };
  changes?: Record<string, { from: unknown; to: unknown }>;
};

type Row = {
  id: string;
  at: string | Date;
  actor_uid: string;
  actor_name: string;
  actor_role: AuditEntry['actor']['role'];
  action: AuditAction;
  target_type: AuditTarget;
  target_id: string;
  target_label: string;
  changes: AuditEntry['changes'];
  ip: string | null;
};

const toEntry = (r: Row): AuditEntry => ({
  id: r.id,
  at: new Date(r.at).toISOString(),
  actor: { uid: r.actor_uid, displayName: r.actor_name, role: r.actor_role },
  action: r.action,
  target: { type: r.target_type, id: r.target_id, label: r.target_label },
  changes: r.changes ?? {},
  ip: r.ip,
});

/** Nothing, however it is spelled: null, undefined, '' or []. */
const emptyToNull = (value: unknown) =>
  value === undefined || value === '' || (Array.isArray(value) && value.length === 0) ? null : value;

/** The fields whose values differ between two versions of a thing, as {from, to} (empty values as null). */
export function changedFields(
  before: Record<string, unknown>,
  after: Record<string, unknown>,
): Record<string, { from: unknown; to: unknown }> {
  const changes: Record<string, { from: unknown; to: unknown }> = {};
  for (const key of Object.keys(after)) {
    const from = emptyToNull(before[key]);
    const to = emptyToNull(after[key]);
    if (JSON.stringify(from) !== JSON.stringify(to)) changes[key] = { from, to };
  }
  return changes;
}

const COLUMNS =
  'id::text, at, actor_uid, actor_name, actor_role, action, target_type, target_id, target_label, changes, ip';

function filters(filter: AuditFilter) {
  const where: string[] = [];
  const params: unknown[] = [];
  const add = (clause: (n: string) => string, value: unknown) => {
    params.push(value);
    where.push(clause(`$${params.length}`));
  };
  if (filter.actor) add((p) => `actor_uid = ${p}`, filter.actor);
  if (filter.action) add((p) => `action = ${p}`, filter.action);
  if (filter.from) add((p) => `at >= ${p}::date`, filter.from);
  // `to` is a whole day: everything before the next midnight (UTC).
  if (filter.to) add((p) => `at < ${p}::date + 1`, filter.to);
  return { where, params };
}

export function auditService(database: Database) {
  return {
    /**
     * Records a change inside the caller's transaction (`query`), so the entry exists exactly when the change
     * does. Only Managers' and Administrators' writes are recorded.
     */
    async record(query: Database['query'], actor: Actor, entry: AuditRecord) {
      if (actor.role === 'member') return;
      await query(
        `INSERT INTO audit_log (actor_uid, actor_name, actor_role, action, target_type, target_id, target_label, changes, ip)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          actor.uid,
          actor.displayName,
          actor.role,
          entry.action,
          entry.target.type,
          entry.target.id,
          entry.target.label,
          JSON.stringify(entry.changes ?? {}),
          actor.ip,
        ],
      );
    },

    /** Newest first, in keyset pages: `before` gives older entries, `after` newer ones. */
    async list(
      query: AuditFilter & { before?: string | undefined; after?: string | undefined; limit: number },
    ): Promise<AuditList> {
      const { where, params } = filters(query);
      const cursor = query.after ?? query.before;
      if (cursor) {
        params.push(cursor);
        where.push(`id ${query.after ? '>' : '<'} $${params.length}::bigint`);
      }
      const clause = where.length ? `WHERE ${where.join(' AND ')}` : '';
      // Newer pages are read upwards from the cursor, then shown newest first like every page. The order names
      // the table's column: a bare `id` would be the selected `id::text`, and '9' sorts after '10'.
      const rows = await database.query<Row>(
        `SELECT ${COLUMNS} FROM audit_log ${clause}
         ORDER BY audit_log.id ${query.after ? 'ASC' : 'DESC'} LIMIT ${query.limit + 1}`,
        params,
      );
      const more = rows.length > query.limit;
      const page = rows.slice(0, query.limit);
      if (query.after) page.reverse();
      const items = page.map(toEntry);
      const first = items[0]?.id ?? null;
      const last = items.at(-1)?.id ?? null;
      return {
        items,
        older: (query.after ? items.length > 0 : more) ? last : null,
        newer: (query.after ? more : Boolean(query.before)) ? first : null,
      };
    },

    /** The filtered log as CSV rows in keyset batches, newest first (memory stays flat however long it is). */
    async *exportCsv(filter: AuditFilter, batch = 2000): AsyncGenerator<string> {
      yield CSV_BOM +
        toCsvRows([['ID', 'Date', 'Who', 'Role', 'Action', 'Target', 'Target ID', 'Name', 'Changes', 'IP']]);
      let before: string | undefined;
      for (;;) {
        const page = await this.list({ ...filter, before, limit: batch });
        if (!page.items.length) return;
        yield toCsvRows(
          page.items.map((e) => [
            e.id,
            e.at,
            e.actor.displayName,
            e.actor.role,
            e.action,
            e.target.type,
            e.target.id,
            e.target.label,
            JSON.stringify(e.changes),
            e.ip,
          ]),
        );
        if (!page.older) return;
        before = page.older;
      }
    },
  };
}

export type AuditService = ReturnType<typeof auditService>;
