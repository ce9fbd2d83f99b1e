import type { BoardColumn, CardLabel, CardSummary } from '@atrium/contracts';
import type { Database } from '../../db/client.ts';
import { signedMediaUrl } from '../../http/uploads.ts';
import type { Query } from '../../realtime/types.ts';
import { iso, type PersonRow, refOf } from './access.ts';

// Reading cards and columns as the board shows them: a few grouped queries for any number of cards (assignees and
// counts by card), so the first screen of a 5,000-card board costs the same as a small one.

export type CardRow = {
  id: string;
  project_id: string;
  column_id: string;
  position: string;
  title: string;
  labels: CardLabel[];
  due_date: string | null;
  cover_attachment_id: string | null;
  updated_at: string | Date;
};

export const CARD_COLUMNS = `c.id::text, c.project_id::text, c.column_id::text, c.position, c.title, c.labels,
  c.due_date::text, c.cover_attachment_id::text, c.updated_at`;

type ColumnRow = {
  id: string;
  project_id: string;
  name: string;
  default_key: BoardColumn['defaultKey'];
  position: string;
  card_count: number;
};

/**
 * The signing secret of card attachment URLs (migration 0012), read once per process: through the caller's
 * transaction when it has one (PGlite runs one statement at a time, so a read beside an open transaction would wait
 * for it to end).
 */
export function boardMediaSecret(database: Database) {
  let secret: Promise<string> | null = null;
  return (query: Query = database.query) => {
    secret ??= query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'board_media'`).then(
      ([row]) => {
        if (!row) throw new Error('The board media secret is missing (migration 0012).');
        return row.value;
      },
    );
    secret.catch(() => {
      secret = null;
    });
    return secret;
  };
}

/** The address of an attachment's bytes (served by cardMediaRoutes). */
export const cardMediaUrl = (secret: string, id: string, now: Date) =>
  signedMediaUrl('/media/cards', secret, id, now);

export function cardReader({ secret, now }: { secret: (query?: Query) => Promise<string>; now: () => Date }) {
  /** Cards as the board shows them, in the order given. */
  async function summaries(query: Query, rows: CardRow[]): Promise<CardSummary[]> {
    if (!rows.length) return [];
    const ids = rows.map((r) => r.id);
    const [assignees, checklists, comments, attachments, key] = await Promise.all([
      query<PersonRow & { card_id: string }>(
        `SELECT a.card_id::text, m.uid, m.display_name, m.avatar_type, m.avatar_version
           FROM card_assignees a JOIN members m ON m.uid = a.uid
          WHERE a.card_id = ANY($1::uuid[]) ORDER BY m.display_name, m.uid`,
        [ids],
      ),
      query<{ card_id: string; total: number; done: number }>(
        `SELECT card_id::text, count(*)::int AS total, count(*) FILTER (WHERE done)::int AS done
           FROM card_checklist_items WHERE card_id = ANY($1::uuid[]) GROUP BY card_id`,
        [ids],
      ),
      query<{ card_id: string; n: number }>(
        'SELECT card_id::text, count(*)::int AS n FROM card_comments WHERE card_id = ANY($1::uuid[]) GROUP BY card_id',
        [ids],
      ),
      query<{ card_id: string; n: number }>(
        'SELECT card_id::text, count(*)::int AS n FROM card_attachments WHERE card_id = ANY($1::uuid[]) GROUP BY card_id',
        [ids],
      ),
      secret(query),
    ]);
    const people = new Map<string, ReturnType<typeof refOf>[]>();
    for (const a of assignees) people.set(a.card_id, [...(people.get(a.card_id) ?? []), refOf(a)]);
    const checklist = new Map(checklists.map((c) => [c.card_id, c]));
    const commentCount = new Map(comments.map((c) => [c.card_id, c.n]));
    const attachmentCount = new Map(attachments.map((c) => [c.card_id, c.n]));
    const at = now();
    return rows.map((r) => ({
      id: r.id,
      projectId: r.project_id,
      columnId: r.column_id,
      position: r.position,
      title: r.title,
      labels: r.labels,
      dueDate: r.due_date,
      assignees: people.get(r.id) ?? [],
      coverUrl: r.cover_attachment_id ? cardMediaUrl(key, r.cover_attachment_id, at) : null,
      checklist: { done: checklist.get(r.id)?.done ?? 0, total: checklist.get(r.id)?.total ?? 0 },
      comments: commentCount.get(r.id) ?? 0,
      attachments: attachmentCount.get(r.id) ?? 0,
      updatedAt: iso(r.updated_at),
    }));
  }

  return {
    summaries,

    async summary(query: Query, cardId: string): Promise<CardSummary | null> {
      const rows = await query<CardRow>(`SELECT ${CARD_COLUMNS} FROM board_cards c WHERE c.id = $1`, [
        cardId,
      ]);
      return (await summaries(query, rows))[0] ?? null;
    },

    /** Columns of a project in order with their card counts, or the one asked. */
    async columns(query: Query, projectId: string, columnId?: string): Promise<BoardColumn[]> {
      const rows = await query<ColumnRow>(
        `SELECT col.id::text, col.project_id::text, col.name, col.default_key, col.position,
                coalesce(n.card_count, 0)::int AS card_count
           FROM board_columns col
           LEFT JOIN (SELECT column_id, count(*) AS card_count FROM board_cards WHERE project_id = $1
                       GROUP BY column_id) n ON n.column_id = col.id
          WHERE col.project_id = $1 ${columnId ? 'AND col.id = $2' : ''}
          ORDER BY col.position, col.id`,
        columnId ? [projectId, columnId] : [projectId],
      );
      return rows.map((c) => ({
        id: c.id,
        projectId: c.project_id,
        name: c.name,
        defaultKey: c.default_key,
        position: c.position,
        cardCount: c.card_count,
      }));
    },
  };
}

export type CardReader = ReturnType<typeof cardReader>;
