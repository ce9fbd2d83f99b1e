import type {
  Board,
  BoardColumn,
  CardPage,
  ColumnCreate,
  ColumnDeleteQuery,
  Placement,
  PositionMove,
  Project,
  ProjectCreate,
  ProjectListQuery,
  ProjectPage,
  ProjectUpdate,
} from '@atrium/contracts';
import {
  BOARD_COLUMNS_MAX,
  BOARD_DEFAULT_COLUMN_NAMES,
  BOARD_DEFAULT_COLUMNS,
  BOARD_FIRST_CARDS,
  comparePositions,
} from '@atrium/contracts';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Database } from '../../db/client.ts';
import { conflict, fieldError, invalid, notFound } from '../../http/errors.ts';
import { containsPattern } from '../../lib/sql.ts';
import type { Query, Realtime } from '../../realtime/types.ts';
import type { NotificationsService } from '../notifications/service.ts';
import {
  canManage,
  iso,
  mustManage,
  type PersonRow,
  projectOf,
  projectOfItem,
  refOf,
  type Viewer,
} from './access.ts';
import { CARD_COLUMNS, type CardReader, type CardRow } from './cards-read.ts';
import { keysAtEnd, placeIn, rebalance, type Scope } from './ordering.ts';
import { boardEvents } from './publish.ts';

// Projects, their members and their boards' columns. Who may do what: see access.ts. Every change runs in one
// transaction with its realtime event; notifications go once it committed.

type ProjectRow = {
  id: string;
  name: string;
  category: string;
  description: string;
  cover_color: string;
  due_date: string | null;
  owner_uid: string;
  created_at: string | Date;
  updated_at: string | Date;
  total: number;
  done: number;
  attachments: number;
};

/** Projects of member $1, with their task counts (or zeros, for the board, which counts by column itself). */
const projectSelect = (
  tasks: boolean,
) => `SELECT p.id::text, p.name, p.category, p.description, p.cover_color,
    p.due_date::text, p.owner_uid, p.created_at, p.updated_at,
    ${
      tasks
        ? `(SELECT count(*)::int FROM board_cards c WHERE c.project_id = p.id) AS total,
    (SELECT count(*)::int FROM board_cards c WHERE c.column_id =
       (SELECT l.id FROM board_columns l WHERE l.project_id = p.id ORDER BY l.position DESC, l.id DESC LIMIT 1)) AS done,`
        : '0 AS total, 0 AS done,'
    }
    (SELECT count(*)::int FROM card_attachments a WHERE a.project_id = p.id) AS attachments
  FROM projects p JOIN project_members me ON me.project_id = p.id AND me.uid = $1`;
const PROJECT_SELECT = projectSelect(true);

const SORTS: Record<ProjectListQuery['sort'], string> = {
  updated: 'p.updated_at DESC, p.id',
  name: 'lower(p.name), p.id',
  due: 'p.due_date NULLS LAST, p.id',
};

const DAY = 86_400_000;

type Deps = { realtime: Realtime; notifications: NotificationsService; cards: CardReader; now: () => Date };

export function projectsService(database: Database, { realtime, notifications, cards, now }: Deps) {
  const events = boardEvents(realtime);

  async function toProjects(query: Query, viewer: Viewer, rows: ProjectRow[]): Promise<Project[]> {
    if (!rows.length) return [];
    const members = await query<PersonRow & { project_id: string }>(
      `SELECT pm.project_id::text, m.uid, m.display_name, m.avatar_type, m.avatar_version
         FROM project_members pm JOIN members m ON m.uid = pm.uid
        WHERE pm.project_id = ANY($1::uuid[]) ORDER BY pm.added_at, m.uid`,
      [rows.map((r) => r.id)],
    );
    const today = Date.parse(now().toISOString().slice(0, 10));
    return rows.map((r) => {
      const its = members.filter((m) => m.project_id === r.id).map(refOf);
      return {
        id: r.id,
        name: r.name,
        category: r.category,
        description: r.description,
        coverColor: r.cover_color,
        dueDate: r.due_date,
        daysLeft: r.due_date === null ? null : Math.round((Date.parse(r.due_date) - today) / DAY),
        owner: its.find((m) => m.uid === r.owner_uid) ?? null,
        members: its,
        tasks: { done: r.done, total: r.total },
        progress: r.total ? Math.round((100 * r.done) / r.total) : 0,
        attachments: r.attachments,
        canManage: canManage(viewer, r),
        createdAt: iso(r.created_at),
        updatedAt: iso(r.updated_at),
      };
    });
  }

  async function project(query: Query, viewer: Viewer, id: string, tasks = true): Promise<Project> {
    const rows = await query<ProjectRow>(`${projectSelect(tasks)} WHERE p.id = $2`, [viewer.uid, id]);
    const [found] = await toProjects(query, viewer, rows);
    if (!found) throw notFound('There is no such project.');
    return found;
  }

  /** Active members among `uids`, or a 400 on `field` naming the others as not addable. */
  async function activeMembers(query: Query, uids: string[], field: string) {
    const wanted = [...new Set(uids)];
    if (!wanted.length) return wanted;
    const rows = await query<{ uid: string }>(
      `SELECT uid FROM members WHERE uid = ANY($1::text[]) AND status = 'active'`,
      [wanted],
    );
    if (rows.length !== wanted.length) {
      throw invalid({ [field]: fieldError('invalid', 'Some of these members cannot be added.') });
    }
    return wanted;
  }

  const columnScope = (projectId: string): Scope => ({
    table: 'board_columns',
    key: 'project_id',
    id: projectId,
  });

  async function notifyAdded(uids: string[], actor: string, projectId: string, name: string) {
    for (const uid of uids) {
      if (uid !== actor)
        await notifications.notify(uid, 'project.added', actor, { projectId, project: name });
    }
  }

  return {
    project: (viewer: Viewer, id: string) => project(database.query, viewer, id),

    async list(viewer: Viewer, q: ProjectListQuery): Promise<ProjectPage> {
      const params: unknown[] = [viewer.uid];
      const where = q.q
        ? `WHERE lower(p.name) LIKE $${params.push(containsPattern(q.q))} OR lower(p.category) LIKE $${params.length}`
        : '';
      const [rows, [count]] = await Promise.all([
        database.query<ProjectRow>(
          `${PROJECT_SELECT} ${where} ORDER BY ${SORTS[q.sort]} LIMIT ${q.pageSize} OFFSET ${(q.page - 1) * q.pageSize}`,
          params,
        ),
        database.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM projects p JOIN project_members me ON me.project_id = p.id AND me.uid = $1 ${where}`,
          params,
        ),
      ]);
      return {
        items: await toProjects(database.query, viewer, rows),
        total: count?.n ?? 0,
        page: q.page,
        pageSize: q.pageSize,
      };
    },

    async create(viewer: Viewer, input: ProjectCreate & { memberUids: string[] }): Promise<Project> {
      const { id, added } = await database.transaction(async (query) => {
        const others = (await activeMembers(query, input.memberUids, 'memberUids')).filter(
          (u) => u !== viewer.uid,
        );
        const [row] = await query<{ id: string }>(
          `INSERT INTO projects (name, category, description, cover_color, due_date, owner_uid)
           VALUES ($1, $2, $3, $4, $5, $6) RETURNING id::text`,
          [
            input.name,
            input.category ?? '',
            input.description ?? '',
            input.coverColor,
            input.dueDate ?? null,
            viewer.uid,
          ],
        );
        const id = row?.id as string;
        // One statement, in order, so the members list keeps the creator first.
        await query(
          `INSERT INTO project_members (project_id, uid, added_at)
           SELECT $1::uuid, u, now() + (n * interval '1 microsecond') FROM unnest($2::text[]) WITH ORDINALITY AS t(u, n)`,
          [id, [viewer.uid, ...others]],
        );
        const keys = generateNKeysBetween(null, null, BOARD_DEFAULT_COLUMNS.length);
        await query(
          `INSERT INTO board_columns (project_id, name, default_key, position)
           SELECT $1::uuid, name, key, position FROM unnest($2::text[], $3::text[], $4::text[]) AS t(name, key, position)`,
          [
            id,
            BOARD_DEFAULT_COLUMNS.map((k) => BOARD_DEFAULT_COLUMN_NAMES[k]),
            [...BOARD_DEFAULT_COLUMNS],
            keys,
          ],
        );
        await events.project(query, id, [viewer.uid, ...others], false);
        return { id, added: others };
      });
      await notifyAdded(added, viewer.uid, id, input.name);
      return project(database.query, viewer, id);
    },

    async update(viewer: Viewer, id: string, changes: ProjectUpdate): Promise<Project> {
      const { added, name } = await database.transaction(async (query) => {
        const current = await projectOf(query, viewer, id, true);
        if (changes.memberUids !== undefined || changes.ownerUid !== undefined) mustManage(viewer, current);
        const sets: string[] = [];
        const params: unknown[] = [id];
        const set = (column: string, value: unknown) => sets.push(`${column} = $${params.push(value)}`);
        if (changes.name !== undefined) set('name', changes.name);
        if (changes.category !== undefined) set('category', changes.category);
        if (changes.description !== undefined) set('description', changes.description);
        if (changes.coverColor !== undefined) set('cover_color', changes.coverColor);
        if (changes.dueDate !== undefined) set('due_date', changes.dueDate);
        const before = current.members;
        const owner = changes.ownerUid ?? current.owner_uid;
        let after = before;
        if (changes.memberUids !== undefined) {
          const kept = changes.memberUids.filter((u) => before.includes(u));
          const newcomers = await activeMembers(
            query,
            changes.memberUids.filter((u) => !before.includes(u)),
            'memberUids',
          );
          after = [...new Set([...kept, ...newcomers, ...(before.includes(owner) ? [owner] : [])])];
        }
        if (!after.includes(owner)) {
          throw invalid({ ownerUid: fieldError('invalid', 'The owner is one of the project’s members.') });
        }
        if (changes.ownerUid !== undefined) set('owner_uid', changes.ownerUid);
        const added = after.filter((u) => !before.includes(u));
        const removed = before.filter((u) => !after.includes(u));
        if (removed.length) {
          await query('DELETE FROM project_members WHERE project_id = $1 AND uid = ANY($2::text[])', [
            id,
            removed,
          ]);
          await query(
            `DELETE FROM card_assignees a USING board_cards c
              WHERE c.id = a.card_id AND c.project_id = $1 AND a.uid = ANY($2::text[])`,
            [id, removed],
          );
        }
        if (added.length) {
          await query(
            `INSERT INTO project_members (project_id, uid, added_at)
             SELECT $1::uuid, u, now() + (n * interval '1 microsecond') FROM unnest($2::text[]) WITH ORDINALITY AS t(u, n)`,
            [id, added],
          );
        }
        if (sets.length || added.length || removed.length) {
          sets.push('updated_at = now()');
          await query(`UPDATE projects SET ${sets.join(', ')} WHERE id = $1`, params);
          await events.project(query, id, after, false);
          if (removed.length) await events.project(query, id, removed, true);
        }
        return { added, name: changes.name ?? current.name };
      });
      await notifyAdded(added, viewer.uid, id, name);
      return project(database.query, viewer, id);
    },

    async remove(viewer: Viewer, id: string) {
      await database.transaction(async (query) => {
        const current = await projectOf(query, viewer, id, true);
        mustManage(viewer, current);
        await events.project(query, id, current.members, true);
        await query('DELETE FROM projects WHERE id = $1', [id]);
      });
    },

    /** The project, its columns in order, and each column's first BOARD_FIRST_CARDS cards. */
    async board(viewer: Viewer, id: string): Promise<Board> {
      // The task counts come from the columns' own counts, not a second pass over every card.
      const details = await project(database.query, viewer, id, false);
      const [columns, rows] = await Promise.all([
        cards.columns(database.query, id),
        database.query<CardRow>(
          `SELECT ${CARD_COLUMNS} FROM board_columns col
             CROSS JOIN LATERAL (SELECT * FROM board_cards c WHERE c.column_id = col.id
                                  ORDER BY c.position, c.id LIMIT ${BOARD_FIRST_CARDS + 1}) c
            WHERE col.project_id = $1`,
          [id],
        ),
      ]);
      // Each column's cards come in order from its index; grouped here rather than sorted again by the database.
      const byColumn = new Map<string, CardRow[]>();
      for (const r of rows) byColumn.set(r.column_id, [...(byColumn.get(r.column_id) ?? []), r]);
      for (const list of byColumn.values()) list.sort(comparePositions);
      const shown = columns.flatMap((c) => (byColumn.get(c.id) ?? []).slice(0, BOARD_FIRST_CARDS));
      const summaries = await cards.summaries(database.query, shown);
      const total = columns.reduce((n, c) => n + c.cardCount, 0);
      const done = columns.at(-1)?.cardCount ?? 0;
      return {
        project: {
          ...details,
          tasks: { done, total },
          progress: total ? Math.round((100 * done) / total) : 0,
        },
        columns: columns.map((c) => ({
          ...c,
          cards: summaries.filter((s) => s.columnId === c.id),
          hasMore: (byColumn.get(c.id)?.length ?? 0) > BOARD_FIRST_CARDS,
        })),
      };
    },

    /** A column's cards after the card `after` (from its start without it), in order. */
    async cardPage(
      viewer: Viewer,
      columnId: string,
      after: string | undefined,
      limit: number,
    ): Promise<CardPage> {
      await projectOfItem(database.query, viewer, 'board_columns', columnId, 'column');
      const params: unknown[] = [columnId];
      let from = '';
      if (after) {
        const [anchor] = await database.query<{ position: string }>(
          'SELECT position FROM board_cards WHERE id = $1 AND column_id = $2',
          [after, columnId],
        );
        if (!anchor)
          throw invalid({ after: fieldError('invalid', 'This card is not in the column (any more).') });
        from = `AND (c.position, c.id) > ($${params.push(anchor.position)}, $${params.push(after)}::uuid)`;
      }
      const rows = await database.query<CardRow>(
        `SELECT ${CARD_COLUMNS} FROM board_cards c WHERE c.column_id = $1 ${from}
          ORDER BY c.position, c.id LIMIT ${limit + 1}`,
        params,
      );
      return {
        items: await cards.summaries(database.query, rows.slice(0, limit)),
        hasMore: rows.length > limit,
      };
    },

    async addColumn(viewer: Viewer, projectId: string, input: ColumnCreate): Promise<BoardColumn> {
      return database.transaction(async (query) => {
        const p = await projectOf(query, viewer, projectId, true);
        const [{ n } = { n: 0 }] = await query<{ n: number }>(
          'SELECT count(*)::int AS n FROM board_columns WHERE project_id = $1',
          [projectId],
        );
        if (n >= BOARD_COLUMNS_MAX) throw conflict(`A board has at most ${BOARD_COLUMNS_MAX} columns.`);
        const { position } = await placeIn(query, columnScope(projectId), projectId, null, input);
        const [row] = await query<{ id: string }>(
          'INSERT INTO board_columns (project_id, name, position) VALUES ($1, $2, $3) RETURNING id::text',
          [projectId, input.name, position],
        );
        const id = row?.id as string;
        await events.board(query, p, { type: 'column.created', columnId: id });
        const [column] = await cards.columns(query, projectId, id);
        return column as BoardColumn;
      });
    },

    /** Renames a column; a default column given another name shows that name from now on. */
    async renameColumn(viewer: Viewer, id: string, name: string): Promise<BoardColumn> {
      return database.transaction(async (query) => {
        const p = await projectOfItem(query, viewer, 'board_columns', id, 'column');
        await query(
          `UPDATE board_columns SET name = $2, default_key = CASE WHEN name = $2 THEN default_key END WHERE id = $1`,
          [id, name],
        );
        await events.board(query, p, { type: 'column.updated', columnId: id });
        const [column] = await cards.columns(query, p.id, id);
        return column as BoardColumn;
      });
    },

    async moveColumn(viewer: Viewer, id: string, move: PositionMove): Promise<Placement> {
      return database.transaction(async (query) => {
        const p = await projectOfItem(query, viewer, 'board_columns', id, 'column');
        const scope = columnScope(p.id);
        const placed = await placeIn(query, scope, p.id, id, move);
        await query('UPDATE board_columns SET position = $2 WHERE id = $1', [id, placed.position]);
        if (placed.rebalance) {
          const position = await rebalance(query, scope, id);
          await events.board(query, p, { type: 'board.reload' });
          return { id, columnId: null, position, rebalanced: true };
        }
        await events.board(query, p, { type: 'column.moved', columnId: id, position: placed.position });
        return { id, columnId: null, position: placed.position, rebalanced: false };
      });
    },

    /** Deletes a column, moving its cards to the end of another column of the board, or deleting them. */
    async removeColumn(viewer: Viewer, id: string, { cards: what, to }: ColumnDeleteQuery) {
      await database.transaction(async (query) => {
        const p = await projectOfItem(query, viewer, 'board_columns', id, 'column');
        if (what === 'move') {
          const [target] = await query<{ id: string }>(
            'SELECT id::text FROM board_columns WHERE id = $1 AND project_id = $2 AND id <> $3',
            [to, p.id, id],
          );
          if (!target) throw invalid({ to: fieldError('invalid', 'Pick another column of this board.') });
        }
        const [{ n } = { n: 0 }] = await query<{ n: number }>(
          'SELECT count(*)::int AS n FROM board_columns WHERE project_id = $1',
          [p.id],
        );
        if (n <= 1) throw conflict('A board keeps at least one column.');
        if (what === 'move' && to) {
          const moving = await query<{ id: string }>(
            'SELECT id::text FROM board_cards WHERE column_id = $1 ORDER BY position, id',
            [id],
          );
          const keys = await keysAtEnd(
            query,
            { table: 'board_cards', key: 'column_id', id: to },
            moving.length,
          );
          await query(
            `UPDATE board_cards c SET column_id = $3, position = v.position, updated_at = now()
               FROM unnest($1::uuid[], $2::text[]) AS v(id, position) WHERE c.id = v.id`,
            [moving.map((m) => m.id), keys, to],
          );
        }
        await query('DELETE FROM board_columns WHERE id = $1', [id]);
        await events.board(query, p, {
          type: 'column.deleted',
          columnId: id,
          movedTo: what === 'move' ? (to ?? null) : null,
        });
      });
    },
  };
}

export type ProjectsService = ReturnType<typeof projectsService>;
