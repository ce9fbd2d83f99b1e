import { AUDIT_ACTIONS, type AuditAction, type AuditListQuery } from '@atrium/contracts';
import { useSearchParams } from 'react-router';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const ID = /^[1-9]\d{0,17}$/;
export const AUDIT_PAGE_SIZE = 20;

/**
 * The audit log's view in the URL (who, what, which days, and the keyset cursor), so reload, Back and a shared
 * link show the same entries. Values that are not well formed are ignored rather than sent.
 */
export function useAuditQuery() {
  const [params, setParams] = useSearchParams();
  const text = (key: string, pattern?: RegExp) => {
    const value = params.get(key) ?? '';
    return value && (!pattern || pattern.test(value)) ? value : undefined;
  };
  const action = AUDIT_ACTIONS.find((a) => a === params.get('action'));
  const filter = {
    actor: text('actor'),
    action: action as AuditAction | undefined,
    from: text('from', DAY),
    to: text('to', DAY),
  };
  const cursor = { before: text('before', ID), after: text('after', ID) };
  const query: AuditListQuery = Object.fromEntries(
    Object.entries({
      ...filter,
      ...(cursor.after ? { after: cursor.after } : { before: cursor.before }),
    }).filter(([, v]) => v !== undefined),
  );
  query.limit = AUDIT_PAGE_SIZE;

  /** Sets (or, for null, removes) params; a filter change starts again from the newest entries. */
  const update = (changes: Record<string, string | null>) =>
    setParams((prev) => {
      const next = new URLSearchParams(prev);
      for (const [key, value] of Object.entries(changes)) {
        if (value === null || value === '') next.delete(key);
        else next.set(key, value);
      }
      if (!('before' in changes) && !('after' in changes)) {
        next.delete('before');
        next.delete('after');
      }
      return next;
    });

  return {
    filter,
    query,
    /** The filters only (for the CSV export, which is never paged). */
    filterParams: new URLSearchParams(
      Object.entries(filter).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    filtered: Object.values(filter).some(Boolean),
    paged: Boolean(cursor.before || cursor.after),
    update,
    older: (cursor: string) => update({ before: cursor, after: null }),
    newer: (cursor: string) => update({ after: cursor, before: null }),
    newest: () => update({ before: null, after: null }),
    reset: () => setParams(new URLSearchParams()),
  };
}
