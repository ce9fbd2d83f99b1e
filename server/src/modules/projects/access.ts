import type { MemberRef, Role } from '@atrium/contracts';
import { HttpError, notFound } from '../../http/errors.ts';
import type { Query } from '../../realtime/types.ts';
import { avatarUrlOf } from '../members/service.ts';

// Who may do what on a project: its members see and edit it; its owner and workspace administrators among them
// manage it. Every lookup below joins the caller's membership, so anything of a project the caller is not in is
// a 404, whether or not it exists. A change locks the project's row first (FOR UPDATE), so the board's writes run
// one at a time and each order key is computed from the order as it is.

export type Viewer = { uid: string; role: Role };

/** A project as a change needs it: its members are the audience of the change's realtime event. */
export type ProjectRef = { id: string; name: string; owner_uid: string; members: string[] };

const MEMBERS = `ARRAY(SELECT pm.uid FROM project_members pm WHERE pm.project_id = p.id ORDER BY pm.added_at, pm.uid)
  AS members`;

/** The project if `viewer` is a member (locked when asked), else 404. */
export async function projectOf(query: Query, viewer: Viewer, projectId: string, lock = false) {
  const [row] = await query<ProjectRef>(
    `SELECT p.id::text, p.name, p.owner_uid, ${MEMBERS} FROM projects p
      WHERE p.id = $1 AND EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.uid = $2)
      ${lock ? 'FOR UPDATE OF p' : ''}`,
    [projectId, viewer.uid],
  );
  if (!row) throw notFound('There is no such project.');
  return row;
}

export const canManage = (viewer: Viewer, project: Pick<ProjectRef, 'owner_uid'>) =>
  project.owner_uid === viewer.uid || viewer.role === 'admin';

export function mustManage(viewer: Viewer, project: Pick<ProjectRef, 'owner_uid'>) {
  if (!canManage(viewer, project)) {
    throw new HttpError(403, 'Only the owner or an administrator manages this project.', 'forbidden');
  }
}

/**
 * The project of a column, card, checklist item, comment or attachment (`table` and the SQL that reaches its
 * project from a row aliased `x`), checked and locked like projectOf; 404 for anything else.
 */
export async function projectOfItem(
  query: Query,
  viewer: Viewer,
  table: 'board_columns' | 'board_cards' | 'card_checklist_items' | 'card_comments' | 'card_attachments',
  id: string,
  what: string,
  lock = true,
) {
  const via =
    table === 'board_columns' || table === 'board_cards' || table === 'card_attachments'
      ? 'x.project_id'
      : '(SELECT c.project_id FROM board_cards c WHERE c.id = x.card_id)';
  const [row] = await query<{ project_id: string }>(
    `SELECT ${via}::text AS project_id FROM ${table} x WHERE x.id = $1`,
    [id],
  );
  if (!row) throw notFound(`There is no such ${what}.`);
  try {
    return await projectOf(query, viewer, row.project_id, lock);
  } catch (error) {
    if (error instanceof HttpError && error.status === 404) throw notFound(`There is no such ${what}.`);
    throw error;
  }
}

/** A card, the caller a member of its project (404 otherwise): its project (locked) and column, in one query. */
export async function cardOf(query: Query, viewer: Viewer, cardId: string) {
  const [row] = await query<ProjectRef & { column_id: string }>(
    `SELECT p.id::text, p.name, p.owner_uid, ${MEMBERS}, c.column_id::text
       FROM board_cards c JOIN projects p ON p.id = c.project_id
      WHERE c.id = $1 AND EXISTS (SELECT 1 FROM project_members m WHERE m.project_id = p.id AND m.uid = $2)
      FOR UPDATE OF p`,
    [cardId, viewer.uid],
  );
  if (!row) throw notFound('There is no such card.');
  const { column_id: columnId, ...project } = row;
  return { project, columnId };
}

export type PersonRow = {
  uid: string;
  display_name: string;
  avatar_type: string | null;
  avatar_version: number;
};

export const refOf = (p: PersonRow): MemberRef => ({
  uid: p.uid,
  displayName: p.display_name,
  avatarUrl: avatarUrlOf({ uid: p.uid, avatarType: p.avatar_type, avatarVersion: p.avatar_version }),
});

/** Members by uid (those whose account is gone are absent). */
export async function peopleOf(query: Query, uids: string[]) {
  if (!uids.length) return new Map<string, MemberRef>();
  const rows = await query<PersonRow>(
    'SELECT uid, display_name, avatar_type, avatar_version FROM members WHERE uid = ANY($1::text[])',
    [[...new Set(uids)]],
  );
  return new Map(rows.map((r) => [r.uid, refOf(r)]));
}

export const iso = (v: string | Date) => new Date(v).toISOString();
