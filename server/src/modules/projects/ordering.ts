import { generateKeyBetween, generateNKeysBetween } from 'fractional-indexing';
import { fieldError, invalid } from '../../http/errors.ts';
import type { Query } from '../../realtime/types.ts';

// Where a column or card goes, from the order as it is NOW in the database (the caller holds the project's lock,
// so no other move of the board runs meanwhile): a fractional index between the two neighbours, so a move rewrites
// the moved row and nothing else. Keys grow a character every few moves into the same gap; past KEY_MAX_LENGTH the
// scope's keys are renewed evenly in the same transaction (and the board told to reload).

/** A key longer than this renews its scope's keys. */
export const KEY_MAX_LENGTH = 64;

/** A list in order: a board's columns (scope: project) or a column's cards (scope: column). */
export type Scope = { table: 'board_columns' | 'board_cards'; key: 'project_id' | 'column_id'; id: string };

type Item = { id: string; position: string };

export type Placement = { position: string; rebalance: boolean };

const first = async (query: Query, sql: string, params: unknown[]) =>
  (await query<Item>(sql, params))[0] ?? null;

/**
 * The key for an item (`moving`, null for a new one) placed after `afterId` (then before whatever follows it now),
 * at the start when `afterId` is null, or else before `beforeId`; at the end when `beforeId` is null or neither is
 * there. `projectId`: a neighbour id outside the project is a 400; one in the project but no longer in this scope
 * (moved concurrently) is passed over.
 */
export async function placeIn(
  query: Query,
  scope: Scope,
  projectId: string,
  moving: string | null,
  { afterId, beforeId }: { afterId?: string | null; beforeId?: string | null },
): Promise<Placement> {
  const { table, key } = scope;
  const self = moving?.toLowerCase() ?? null;
  // The moved item is not its own neighbour ($2 of every query below).
  const others = 'AND id IS DISTINCT FROM $2::uuid';
  // Both neighbours in one query: each must be an item of the project (400), and counts only if it is still here.
  const given = [afterId, beforeId].flatMap((id) =>
    id && id.toLowerCase() !== self ? [id.toLowerCase()] : [],
  );
  const found = given.length
    ? await query<Item & { in_scope: boolean }>(
        `SELECT id::text, position, ${key} = $3 AS in_scope FROM ${table} WHERE id = ANY($1::uuid[]) AND project_id = $2`,
        [given, projectId, scope.id],
      )
    : [];
  const neighbour = (field: 'afterId' | 'beforeId', id: string | null | undefined) => {
    if (!id || id.toLowerCase() === self) return null;
    const row = found.find((r) => r.id === id.toLowerCase());
    if (!row) throw invalid({ [field]: fieldError('invalid', 'There is no such item on this board.') });
    return row.in_scope ? row : null;
  };
  const after = neighbour('afterId', afterId);
  const before = neighbour('beforeId', beforeId);
  let prev: Item | null;
  let next: Item | null;
  if (!after && afterId === null) {
    // Nothing before it: the start.
    prev = null;
    next = await first(
      query,
      `SELECT id::text, position FROM ${table} WHERE ${key} = $1 ${others} ORDER BY position, id LIMIT 1`,
      [scope.id, moving],
    );
  } else if (after) {
    prev = after;
    next = await first(
      query,
      `SELECT id::text, position FROM ${table} WHERE ${key} = $1 ${others} AND (position, id) > ($3, $4::uuid)
        ORDER BY position, id LIMIT 1`,
      [scope.id, moving, after.position, after.id],
    );
  } else if (before) {
    next = before;
    prev = await first(
      query,
      `SELECT id::text, position FROM ${table} WHERE ${key} = $1 ${others} AND (position, id) < ($3, $4::uuid)
        ORDER BY position DESC, id DESC LIMIT 1`,
      [scope.id, moving, before.position, before.id],
    );
  } else {
    next = null;
    prev = await first(
      query,
      `SELECT id::text, position FROM ${table} WHERE ${key} = $1 ${others} ORDER BY position DESC, id DESC LIMIT 1`,
      [scope.id, moving],
    );
  }
  // Equal keys (ties are ordered by id) leave no room between them: go past every item sharing the key.
  if (prev && next && prev.position >= next.position) {
    next = await first(
      query,
      `SELECT id::text, position FROM ${table} WHERE ${key} = $1 ${others} AND position > $3
        ORDER BY position, id LIMIT 1`,
      [scope.id, moving, prev.position],
    );
  }
  const position = generateKeyBetween(prev?.position ?? null, next?.position ?? null);
  return { position, rebalance: position.length > KEY_MAX_LENGTH };
}

/**
 * Renews every key of `scope` evenly, `moving` (already stored with its new, long key) keeping its place among
 * them: used when keys have grown past KEY_MAX_LENGTH. Returns the moved item's new key.
 */
export async function rebalance(query: Query, scope: Scope, moving: string): Promise<string> {
  const rows = await query<Item>(
    `SELECT id::text, position FROM ${scope.table} WHERE ${scope.key} = $1 ORDER BY position, id`,
    [scope.id],
  );
  const keys = generateNKeysBetween(null, null, rows.length);
  await query(
    `UPDATE ${scope.table} t SET position = v.position FROM unnest($1::uuid[], $2::text[]) AS v(id, position)
      WHERE t.id = v.id`,
    [rows.map((r) => r.id), keys],
  );
  return keys[rows.findIndex((r) => r.id === moving)] as string;
}

/** `n` keys after the scope's last item, in order (cards moved in bulk to the end of a column). */
export async function keysAtEnd(query: Query, scope: Scope, n: number): Promise<string[]> {
  const last = await first(
    query,
    `SELECT id::text, position FROM ${scope.table} WHERE ${scope.key} = $1 ORDER BY position DESC, id DESC LIMIT 1`,
    [scope.id],
  );
  return generateNKeysBetween(last?.position ?? null, null, n);
}
