import type {
  CardActivityKind,
  CardAttachment,
  CardComment,
  CardCreate,
  CardDetail,
  CardMove,
  CardSummary,
  CardUpdate,
  ChecklistItem,
  ChecklistItemUpdate,
  Placement,
} from '@atrium/contracts';
import {
  BOARD_CARDS_MAX,
  CARD_ACTIVITY_SHOWN,
  CARD_ATTACHMENTS_MAX,
  CARD_COMMENTS_MAX,
  CARD_COMMENTS_SHOWN,
  CARD_IMAGE_TYPES,
  CHECKLIST_ITEMS_MAX,
} from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import { conflict, fieldError, HttpError, invalid } from '../../http/errors.ts';
import type { Judged } from '../../http/uploads.ts';
import type { Query, Realtime } from '../../realtime/types.ts';
import type { NotificationsService } from '../notifications/service.ts';
import { cardOf, iso, type ProjectRef, peopleOf, projectOfItem, type Viewer } from './access.ts';
import { CARD_COLUMNS, type CardReader, type CardRow, cardMediaUrl } from './cards-read.ts';
import { placeIn, rebalance, type Scope } from './ordering.ts';
import { boardEvents } from './publish.ts';

// Cards and what they hold: checklist, comments, attachments and the activity log. Every route reaches the card's
// project through the caller's membership first (404 otherwise, see access.ts) and locks the project, so writes of
// one board run one at a time. Only a comment's author edits or deletes it (403).

const isImage = (type: string) => (CARD_IMAGE_TYPES as readonly string[]).includes(type);

type Deps = {
  realtime: Realtime;
  notifications: NotificationsService;
  cards: CardReader;
  secret: (query?: Query) => Promise<string>;
  now: () => Date;
};

export function cardsService(database: Database, { realtime, notifications, cards, secret, now }: Deps) {
  const events = boardEvents(realtime);

  const log = (
    query: Query,
    cardId: string,
    actor: string,
    kind: CardActivityKind,
    data: Record<string, string> = {},
  ) =>
    query('INSERT INTO card_activity (card_id, actor_uid, kind, data) VALUES ($1, $2, $3, $4)', [
      cardId,
      actor,
      kind,
      JSON.stringify(data),
    ]);

  const touch = (query: Query, cardId: string) =>
    query('UPDATE board_cards SET updated_at = now() WHERE id = $1', [cardId]);

  async function cardRow(query: Query, id: string) {
    const [row] = await query<
      CardRow & { description: string; created_by: string; created_at: string | Date }
    >(
      `SELECT ${CARD_COLUMNS}, c.description, c.created_by, c.created_at FROM board_cards c WHERE c.id = $1`,
      [id],
    );
    return row;
  }

  async function attachmentsOf(query: Query, cardId: string): Promise<CardAttachment[]> {
    const rows = await query<{
      id: string;
      name: string;
      type: string;
      size: number;
      uploader_uid: string;
      created_at: string | Date;
    }>(
      `SELECT id::text, name, type, size, uploader_uid, created_at FROM card_attachments
        WHERE card_id = $1 ORDER BY created_at, id`,
      [cardId],
    );
    const [key, people] = await Promise.all([
      secret(query),
      peopleOf(
        query,
        rows.map((r) => r.uploader_uid),
      ),
    ]);
    const at = now();
    return rows.map((r) => ({
      id: r.id,
      cardId,
      name: r.name,
      type: r.type,
      size: r.size,
      image: isImage(r.type),
      url: cardMediaUrl(key, r.id, at),
      uploader: people.get(r.uploader_uid) ?? null,
      createdAt: iso(r.created_at),
    }));
  }

  async function comment(query: Query, id: string): Promise<CardComment> {
    const [row] = await query<{
      id: string;
      card_id: string;
      author_uid: string;
      text: string;
      created_at: string | Date;
      edited_at: string | Date | null;
    }>(
      'SELECT id::text, card_id::text, author_uid, text, created_at, edited_at FROM card_comments WHERE id = $1',
      [id],
    );
    if (!row) throw new Error(`comment ${id} vanished inside its transaction`);
    const people = await peopleOf(query, [row.author_uid]);
    return {
      id: row.id,
      cardId: row.card_id,
      author: people.get(row.author_uid) ?? null,
      text: row.text,
      createdAt: iso(row.created_at),
      editedAt: row.edited_at ? iso(row.edited_at) : null,
    };
  }

  async function checklistItem(query: Query, id: string): Promise<ChecklistItem> {
    const [row] = await query<{
      id: string;
      card_id: string;
      text: string;
      done: boolean;
      created_at: string | Date;
    }>('SELECT id::text, card_id::text, text, done, created_at FROM card_checklist_items WHERE id = $1', [
      id,
    ]);
    if (!row) throw new Error(`checklist item ${id} vanished inside its transaction`);
    return {
      id: row.id,
      cardId: row.card_id,
      text: row.text,
      done: row.done,
      createdAt: iso(row.created_at),
    };
  }

  async function detail(query: Query, viewer: Viewer, id: string): Promise<CardDetail> {
    await projectOfItem(query, viewer, 'board_cards', id, 'card');
    const row = await cardRow(query, id);
    if (!row) throw new Error(`card ${id} vanished inside its transaction`);
    const [summary] = await cards.summaries(query, [row]);
    const [column, checklist, attachments, comments, activity] = await Promise.all([
      query<{ id: string; name: string; default_key: CardDetail['column']['defaultKey'] }>(
        'SELECT id::text, name, default_key FROM board_columns WHERE id = $1',
        [row.column_id],
      ),
      query<{ id: string; text: string; done: boolean; created_at: string | Date }>(
        'SELECT id::text, text, done, created_at FROM card_checklist_items WHERE card_id = $1 ORDER BY created_at, id',
        [id],
      ),
      attachmentsOf(query, id),
      query<{
        id: string;
        author_uid: string;
        text: string;
        created_at: string | Date;
        edited_at: string | Date | null;
      }>(
        `SELECT * FROM (SELECT id::text, author_uid, text, created_at, edited_at FROM card_comments WHERE card_id = $1
                         ORDER BY created_at DESC, id DESC LIMIT ${CARD_COMMENTS_SHOWN}) c ORDER BY created_at, id`,
        [id],
      ),
      query<{
        id: string;
        actor_uid: string;
        kind: CardActivityKind;
        data: Record<string, string>;
        created_at: string | Date;
      }>(
        `SELECT id::text, actor_uid, kind, data, created_at FROM card_activity WHERE card_id = $1
          ORDER BY id DESC LIMIT ${CARD_ACTIVITY_SHOWN}`,
        [id],
      ),
    ]);
    const people = await peopleOf(query, [
      row.created_by,
      ...comments.map((c) => c.author_uid),
      ...activity.map((a) => a.actor_uid),
    ]);
    const col = column[0];
    return {
      ...(summary as CardSummary),
      description: row.description,
      column: { id: row.column_id, name: col?.name ?? '', defaultKey: col?.default_key ?? null },
      coverAttachmentId: row.cover_attachment_id,
      checklistItems: checklist.map((c) => ({
        id: c.id,
        cardId: id,
        text: c.text,
        done: c.done,
        createdAt: iso(c.created_at),
      })),
      attachmentList: attachments,
      commentList: comments.map((c) => ({
        id: c.id,
        cardId: id,
        author: people.get(c.author_uid) ?? null,
        text: c.text,
        createdAt: iso(c.created_at),
        editedAt: c.edited_at ? iso(c.edited_at) : null,
      })),
      activity: activity.map((a) => ({
        id: a.id,
        kind: a.kind,
        actor: people.get(a.actor_uid) ?? null,
        data: a.data ?? {},
        at: iso(a.created_at),
      })),
      createdBy: people.get(row.created_by) ?? null,
      createdAt: iso(row.created_at),
    };
  }

  /** The card's project, the caller a member (404 otherwise), locked for a change. */
  const projectOfCard = (query: Query, viewer: Viewer, id: string) =>
    projectOfItem(query, viewer, 'board_cards', id, 'card');

  /** The caller's own comment (403 for another member's, 404 outside their projects). */
  async function ownComment(query: Query, viewer: Viewer, id: string) {
    const p = await projectOfItem(query, viewer, 'card_comments', id, 'comment');
    const [row] = await query<{ author_uid: string; card_id: string }>(
      'SELECT author_uid, card_id::text FROM card_comments WHERE id = $1',
      [id],
    );
    if (row?.author_uid !== viewer.uid) throw new HttpError(403, 'This is not your comment.', 'forbidden');
    return { project: p, cardId: row.card_id };
  }

  const changed = (query: Query, project: ProjectRef, cardId: string) =>
    events.board(query, project, { type: 'card.updated', cardId });

  return {
    detail: (viewer: Viewer, id: string) => detail(database.query, viewer, id),

    async create(viewer: Viewer, columnId: string, input: CardCreate): Promise<CardSummary> {
      return database.transaction(async (query) => {
        const p = await projectOfItem(query, viewer, 'board_columns', columnId, 'column');
        const [{ n } = { n: 0 }] = await query<{ n: number }>(
          'SELECT count(*)::int AS n FROM board_cards WHERE project_id = $1',
          [p.id],
        );
        if (n >= BOARD_CARDS_MAX) throw conflict(`A board holds at most ${BOARD_CARDS_MAX} cards.`);
        const scope: Scope = { table: 'board_cards', key: 'column_id', id: columnId };
        const { position } = await placeIn(query, scope, p.id, null, input);
        const [row] = await query<CardRow>(
          `INSERT INTO board_cards AS c (project_id, column_id, position, title, created_by)
           VALUES ($1, $2, $3, $4, $5) RETURNING ${CARD_COLUMNS}`,
          [p.id, columnId, position, input.title, viewer.uid],
        );
        const card = row as CardRow;
        await log(query, card.id, viewer.uid, 'created');
        await events.board(query, p, { type: 'card.created', cardId: card.id });
        return (await cards.summaries(query, [card]))[0] as CardSummary;
      });
    },

    async update(viewer: Viewer, id: string, changes: CardUpdate): Promise<CardDetail> {
      const { assigned, project } = await database.transaction(async (query) => {
        const p = await projectOfCard(query, viewer, id);
        const card = (await cardRow(query, id)) as NonNullable<Awaited<ReturnType<typeof cardRow>>>;
        const sets: string[] = [];
        const params: unknown[] = [id];
        const set = (column: string, value: unknown) => sets.push(`${column} = $${params.push(value)}`);
        const entries: [CardActivityKind, Record<string, string>][] = [];
        if (changes.title !== undefined && changes.title !== card.title) {
          set('title', changes.title);
          entries.push(['renamed', { from: card.title, to: changes.title }]);
        }
        if (changes.description !== undefined && changes.description !== card.description) {
          set('description', changes.description);
          entries.push(['described', {}]);
        }
        if (changes.dueDate !== undefined && changes.dueDate !== card.due_date) {
          set('due_date', changes.dueDate);
          entries.push(['due', { date: changes.dueDate ?? '' }]);
        }
        if (changes.labels !== undefined) {
          const labels = [...new Set(changes.labels)];
          if (labels.join() !== card.labels.join()) {
            set('labels', labels);
            entries.push(['labels', { labels: labels.join(',') }]);
          }
        }
        if (
          changes.coverAttachmentId !== undefined &&
          changes.coverAttachmentId !== card.cover_attachment_id
        ) {
          let name = '';
          if (changes.coverAttachmentId !== null) {
            const [cover] = await query<{ name: string; type: string }>(
              'SELECT name, type FROM card_attachments WHERE id = $1 AND card_id = $2',
              [changes.coverAttachmentId, id],
            );
            if (!cover || !isImage(cover.type)) {
              throw invalid({
                coverAttachmentId: fieldError('invalid', 'The cover is one of the card’s images.'),
              });
            }
            name = cover.name;
          }
          set('cover_attachment_id', changes.coverAttachmentId);
          entries.push(['cover', { name }]);
        }
        let assigned: string[] = [];
        if (changes.assigneeUids !== undefined) {
          const wanted = [...new Set(changes.assigneeUids)];
          const members = p.members;
          if (wanted.some((u) => !members.includes(u))) {
            throw invalid({ assigneeUids: fieldError('invalid', 'Assign members of the project only.') });
          }
          const before = (
            await query<{ uid: string }>('SELECT uid FROM card_assignees WHERE card_id = $1', [id])
          ).map((r) => r.uid);
          assigned = wanted.filter((u) => !before.includes(u));
          const unassigned = before.filter((u) => !wanted.includes(u));
          if (unassigned.length) {
            await query('DELETE FROM card_assignees WHERE card_id = $1 AND uid = ANY($2::text[])', [
              id,
              unassigned,
            ]);
          }
          if (assigned.length) {
            await query('INSERT INTO card_assignees (card_id, uid) SELECT $1::uuid, unnest($2::text[])', [
              id,
              assigned,
            ]);
          }
          const people = await peopleOf(query, [...assigned, ...unassigned]);
          for (const uid of assigned)
            entries.push(['assigned', { uid, name: people.get(uid)?.displayName ?? '' }]);
          for (const uid of unassigned)
            entries.push(['unassigned', { uid, name: people.get(uid)?.displayName ?? '' }]);
        }
        if (!sets.length && !entries.length) return { assigned, project: p };
        sets.push('updated_at = now()');
        await query(`UPDATE board_cards SET ${sets.join(', ')} WHERE id = $1`, params);
        for (const [kind, data] of entries) await log(query, id, viewer.uid, kind, data);
        await changed(query, p, id);
        return { assigned, project: p };
      });
      const result = await detail(database.query, viewer, id);
      for (const uid of assigned) {
        if (uid === viewer.uid) continue;
        await notifications.notify(uid, 'card.assigned', viewer.uid, {
          projectId: project.id,
          cardId: id,
          title: result.title,
          project: project.name,
        });
      }
      return result;
    },

    async remove(viewer: Viewer, id: string) {
      await database.transaction(async (query) => {
        const p = await projectOfCard(query, viewer, id);
        const [row] = await query<{ column_id: string }>(
          'DELETE FROM board_cards WHERE id = $1 RETURNING column_id::text',
          [id],
        );
        await events.board(query, p, { type: 'card.deleted', cardId: id, columnId: row?.column_id ?? '' });
      });
    },

    /**
     * Moves a card within its column or to another column of the same project: one row written (the card's column
     * and key), unless its column's keys had grown too long and were all renewed.
     */
    async move(viewer: Viewer, id: string, move: CardMove): Promise<Placement> {
      return database.transaction(async (query) => {
        const { project: p, columnId: fromColumnId } = await cardOf(query, viewer, id);
        const [target] = await query<{ id: string }>(
          'SELECT id::text FROM board_columns WHERE id = $1 AND project_id = $2',
          [move.columnId, p.id],
        );
        if (!target)
          throw invalid({ columnId: fieldError('invalid', 'Pick a column of this card’s board.') });
        const scope: Scope = { table: 'board_cards', key: 'column_id', id: move.columnId };
        const placed = await placeIn(query, scope, p.id, id, move);
        await query(
          'UPDATE board_cards SET column_id = $2, position = $3, updated_at = now() WHERE id = $1',
          [id, move.columnId, placed.position],
        );
        if (fromColumnId !== move.columnId) {
          await query(
            `INSERT INTO card_activity (card_id, actor_uid, kind, data)
             SELECT $1, $2, 'moved', jsonb_build_object('from', f.name, 'to', t.name)
               FROM board_columns f, board_columns t WHERE f.id = $3 AND t.id = $4`,
            [id, viewer.uid, fromColumnId, move.columnId],
          );
        }
        if (placed.rebalance) {
          const position = await rebalance(query, scope, id);
          await events.board(query, p, { type: 'board.reload' });
          return { id, columnId: move.columnId, position, rebalanced: true };
        }
        await events.board(query, p, {
          type: 'card.moved',
          cardId: id,
          fromColumnId,
          columnId: move.columnId,
          position: placed.position,
        });
        return { id, columnId: move.columnId, position: placed.position, rebalanced: false };
      });
    },

    async addChecklistItem(viewer: Viewer, cardId: string, text: string): Promise<ChecklistItem> {
      return database.transaction(async (query) => {
        const p = await projectOfCard(query, viewer, cardId);
        const [{ n } = { n: 0 }] = await query<{ n: number }>(
          'SELECT count(*)::int AS n FROM card_checklist_items WHERE card_id = $1',
          [cardId],
        );
        if (n >= CHECKLIST_ITEMS_MAX)
          throw conflict(`A checklist holds at most ${CHECKLIST_ITEMS_MAX} items.`);
        const [row] = await query<{ id: string }>(
          'INSERT INTO card_checklist_items (card_id, text) VALUES ($1, $2) RETURNING id::text',
          [cardId, text],
        );
        await log(query, cardId, viewer.uid, 'checklist_added', { text });
        await touch(query, cardId);
        await changed(query, p, cardId);
        return checklistItem(query, row?.id as string);
      });
    },

    async updateChecklistItem(
      viewer: Viewer,
      id: string,
      changes: ChecklistItemUpdate,
    ): Promise<ChecklistItem> {
      return database.transaction(async (query) => {
        const p = await projectOfItem(query, viewer, 'card_checklist_items', id, 'checklist item');
        const before = await checklistItem(query, id);
        const text = changes.text ?? before.text;
        const done = changes.done ?? before.done;
        if (text === before.text && done === before.done) return before;
        await query('UPDATE card_checklist_items SET text = $2, done = $3 WHERE id = $1', [id, text, done]);
        if (done !== before.done)
          await log(query, before.cardId, viewer.uid, done ? 'checklist_done' : 'checklist_undone', { text });
        await touch(query, before.cardId);
        await changed(query, p, before.cardId);
        return checklistItem(query, id);
      });
    },

    async removeChecklistItem(viewer: Viewer, id: string) {
      await database.transaction(async (query) => {
        const p = await projectOfItem(query, viewer, 'card_checklist_items', id, 'checklist item');
        const [row] = await query<{ card_id: string }>(
          'DELETE FROM card_checklist_items WHERE id = $1 RETURNING card_id::text',
          [id],
        );
        await touch(query, row?.card_id as string);
        await changed(query, p, row?.card_id as string);
      });
    },

    async addComment(viewer: Viewer, cardId: string, text: string): Promise<CardComment> {
      return database.transaction(async (query) => {
        const p = await projectOfCard(query, viewer, cardId);
        const [{ n } = { n: 0 }] = await query<{ n: number }>(
          'SELECT count(*)::int AS n FROM card_comments WHERE card_id = $1',
          [cardId],
        );
        if (n >= CARD_COMMENTS_MAX) throw conflict(`A card holds at most ${CARD_COMMENTS_MAX} comments.`);
        const [row] = await query<{ id: string }>(
          'INSERT INTO card_comments (card_id, author_uid, text) VALUES ($1, $2, $3) RETURNING id::text',
          [cardId, viewer.uid, text],
        );
        await log(query, cardId, viewer.uid, 'commented');
        await touch(query, cardId);
        await changed(query, p, cardId);
        return comment(query, row?.id as string);
      });
    },

    async editComment(viewer: Viewer, id: string, text: string): Promise<CardComment> {
      return database.transaction(async (query) => {
        const { project, cardId } = await ownComment(query, viewer, id);
        await query('UPDATE card_comments SET text = $2, edited_at = now() WHERE id = $1', [id, text]);
        await changed(query, project, cardId);
        return comment(query, id);
      });
    },

    async removeComment(viewer: Viewer, id: string) {
      await database.transaction(async (query) => {
        const { project, cardId } = await ownComment(query, viewer, id);
        await query('DELETE FROM card_comments WHERE id = $1', [id]);
        await changed(query, project, cardId);
      });
    },

    async addAttachment(
      viewer: Viewer,
      cardId: string,
      bytes: Uint8Array,
      name: string,
      judged: Judged,
    ): Promise<CardAttachment> {
      return database.transaction(async (query) => {
        const p = await projectOfCard(query, viewer, cardId);
        const [{ n } = { n: 0 }] = await query<{ n: number }>(
          'SELECT count(*)::int AS n FROM card_attachments WHERE card_id = $1',
          [cardId],
        );
        if (n >= CARD_ATTACHMENTS_MAX)
          throw conflict(`A card holds at most ${CARD_ATTACHMENTS_MAX} attachments.`);
        const [row] = await query<{ id: string }>(
          `INSERT INTO card_attachments (card_id, project_id, uploader_uid, bytes, type, name, size)
           VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING id::text`,
          [cardId, p.id, viewer.uid, bytes, judged.type, name, bytes.length],
        );
        await log(query, cardId, viewer.uid, 'attached', { name });
        await touch(query, cardId);
        await changed(query, p, cardId);
        const attachment = (await attachmentsOf(query, cardId)).find((a) => a.id === row?.id);
        return attachment as CardAttachment;
      });
    },

    async removeAttachment(viewer: Viewer, id: string) {
      await database.transaction(async (query) => {
        const p = await projectOfItem(query, viewer, 'card_attachments', id, 'attachment');
        const [row] = await query<{ card_id: string; name: string }>(
          'DELETE FROM card_attachments WHERE id = $1 RETURNING card_id::text, name',
          [id],
        );
        const cardId = row?.card_id as string;
        await log(query, cardId, viewer.uid, 'detached', { name: row?.name ?? '' });
        await touch(query, cardId);
        await changed(query, p, cardId);
      });
    },

    /** 404 unless the caller is a member of the card's project (checked before an upload's body is read). */
    async assertCard(viewer: Viewer, id: string) {
      await projectOfItem(database.query, viewer, 'board_cards', id, 'card', false);
    },

    /** The bytes behind a media URL (the route has checked its signature). */
    async attachment(id: string) {
      const [row] = await database.query<{ bytes: Uint8Array; type: string; name: string }>(
        'SELECT bytes, type, name FROM card_attachments WHERE id = $1',
        [id],
      );
      return row ?? null;
    },
  };
}

export type CardsService = ReturnType<typeof cardsService>;
