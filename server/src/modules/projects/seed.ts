import {
  BOARD_DEFAULT_COLUMN_NAMES,
  BOARD_DEFAULT_COLUMNS,
  type CardLabel,
  PROJECT_COVER_COLORS,
} from '@atrium/contracts';
import { generateNKeysBetween } from 'fractional-indexing';
import type { Database } from '../../db/client.ts';
import { seededRandom } from '../../db/seed-random.ts';
import type { Query } from '../../realtime/types.ts';
import { gradientPng } from './seed-images.ts';

// Demo projects for a demo workspace: six projects of the demo members with living boards (cards in every column,
// labels, assignees, due dates, checklists, comments, attachments and covers, an activity log). The same names,
// cards and texts every time; dates are relative to the day they are loaded. The first real member is then added
// to every demo project (seedProjectsForMember). No events are published: nobody is connected yet.

type Plan = {
  name: string;
  category: string;
  description: string;
  dueInDays: number;
  /** Indexes into the demo members: the owner first. */
  members: number[];
  cards: [title: string, column: number, labels: CardLabel[]][];
};

const PLANS: Plan[] = [
  {
    name: 'Website redesign',
    category: 'Design',
    description: 'New home page, product pages and checkout for the spring launch.',
    dueInDays: 24,
    members: [0, 1, 2, 3],
    cards: [
      ['Audit the current pages', 3, ['task']],
      ['Mood board and typography', 3, ['task']],
      ['Home page wireframes', 2, ['task']],
      ['Product page layout', 1, ['task']],
      ['Checkout: address form errors', 1, ['bug']],
      ['Image gallery on mobile', 0, ['task', 'low_priority']],
      ['Footer links 404 on French pages', 0, ['live_issue']],
      ['Dark mode colours', 0, ['low_priority']],
      ['Accessibility review', 0, ['task']],
    ],
  },
  {
    name: 'Mobile app',
    category: 'Development',
    description: 'The shop in an app: browsing, wish list, orders and notifications.',
    dueInDays: 58,
    members: [4, 0, 5, 6, 7],
    cards: [
      ['Sign-in with the same accounts', 3, ['task']],
      ['Product list with filters', 2, ['task']],
      ['Push notifications for orders', 1, ['task']],
      ['Crash when the cart is empty', 1, ['bug', 'live_issue']],
      ['Offline wish list', 0, ['task', 'low_priority']],
      ['App store screenshots', 0, ['task']],
      ['Deep links from e-mails', 0, ['task']],
    ],
  },
  {
    name: 'Spring campaign',
    category: 'Marketing',
    description: 'Newsletter, social posts and the landing page for the spring collection.',
    dueInDays: 12,
    members: [2, 1, 8],
    cards: [
      ['Campaign brief', 3, ['task']],
      ['Photo shoot schedule', 3, ['task']],
      ['Newsletter copy', 2, ['task']],
      ['Landing page', 1, ['task']],
      ['Discount code does not apply to bags', 1, ['live_issue']],
      ['Social media calendar', 0, ['task']],
      ['Influencer shortlist', 0, ['low_priority']],
    ],
  },
  {
    name: 'Checkout revamp',
    category: 'Development',
    description: 'Fewer steps, saved cards and a clearer order summary.',
    dueInDays: -3,
    members: [5, 4, 3],
    cards: [
      ['Saved cards in checkout', 3, ['task']],
      ['One-page checkout', 3, ['task']],
      ['Order summary layout', 3, ['task']],
      ['Tax rounding on invoices', 2, ['bug']],
      ['Payment retries', 1, ['task']],
    ],
  },
  {
    name: 'Customer survey',
    category: 'Research',
    description: 'What our customers think of delivery times, returns and support.',
    dueInDays: 35,
    members: [6, 2, 7],
    cards: [
      ['Survey questions', 2, ['task']],
      ['Pick the panel', 1, ['task']],
      ['Translate into French and Japanese', 0, ['task']],
      ['Results dashboard', 0, ['low_priority']],
    ],
  },
  {
    name: 'Warehouse move',
    category: 'Operations',
    description: 'Moving stock to the new warehouse without stopping deliveries.',
    dueInDays: 46,
    members: [7, 5, 8, 1],
    cards: [
      ['Inventory count', 3, ['task']],
      ['Carrier contracts', 2, ['task']],
      ['Labels print twice', 1, ['bug']],
      ['Moving day plan', 0, ['task']],
      ['Update addresses on invoices', 0, ['task', 'low_priority']],
    ],
  },
];

const DESCRIPTIONS = [
  'Keep it short: one screen, the essentials first.',
  'See the notes attached; ask in the comments if anything is unclear.',
  'Follow the style guide. Check it in light and dark.',
  'Reported by two customers this week.',
  '',
];
const CHECKLIST = ['Draft', 'Review with the team', 'Fix the remarks', 'Ship', 'Tell support'];
const COMMENTS = [
  'I can take this one.',
  'First version is ready, have a look.',
  'Looks good to me 👍',
  'Can we keep the old behaviour for existing customers?',
  'Done on my side.',
  'Let’s discuss it at the standup.',
];
const COVERS: [string, string][] = [
  ['#3e82f7', '#a461d8'],
  ['#04d182', '#17bcff'],
  ['#fa8c16', '#de4436'],
  ['#ffc542', '#fa8c16'],
];

const DAY = 86_400_000;
const dateOf = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Active demo members, in a fixed order. */
export const activeDemoMembers = async (query: Query, n: number) =>
  (
    await query<{ uid: string }>(
      `SELECT uid FROM members WHERE demo AND status = 'active' ORDER BY uid LIMIT $1`,
      [n],
    )
  ).map((r) => r.uid);

/** Loads the demo projects unless there are too few active demo members; returns how many it made. */
export async function seedDemoProjects(database: Database, now: Date): Promise<number> {
  return database.transaction(async (query) => {
    const demo = await activeDemoMembers(query, 9);
    if (demo.length < 9) return 0;
    const random = seededRandom(3105);
    const today = Date.parse(dateOf(now.getTime()));
    for (const [p, plan] of PLANS.entries()) {
      const members = plan.members.map((i) => demo[i] as string);
      const created = new Date(today - (40 + p * 3) * DAY);
      const [row] = await query<{ id: string }>(
        `INSERT INTO projects (name, category, description, cover_color, due_date, owner_uid, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $7) RETURNING id::text`,
        [
          plan.name,
          plan.category,
          plan.description,
          PROJECT_COVER_COLORS[p % PROJECT_COVER_COLORS.length],
          dateOf(today + plan.dueInDays * DAY),
          members[0],
          created,
        ],
      );
      const projectId = row?.id as string;
      await query(
        `INSERT INTO project_members (project_id, uid, added_at)
         SELECT $1::uuid, u, $3::timestamptz + n * interval '1 hour' FROM unnest($2::text[]) WITH ORDINALITY AS t(u, n)`,
        [projectId, members, created],
      );
      const columns = await query<{ id: string }>(
        `INSERT INTO board_columns (project_id, name, default_key, position)
         SELECT $1::uuid, name, key, position FROM unnest($2::text[], $3::text[], $4::text[]) AS t(name, key, position)
         RETURNING id::text`,
        [
          projectId,
          BOARD_DEFAULT_COLUMNS.map((k) => BOARD_DEFAULT_COLUMN_NAMES[k]),
          [...BOARD_DEFAULT_COLUMNS],
          generateNKeysBetween(null, null, BOARD_DEFAULT_COLUMNS.length),
        ],
      );
      const keys = generateNKeysBetween(null, null, plan.cards.length);
      for (const [c, [title, column, labels]] of plan.cards.entries()) {
        const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
        const author = pick(members);
        const at = new Date(created.getTime() + (c + 1) * 2 * DAY + Math.floor(random() * 8) * 3_600_000);
        const due = column < 3 && random() < 0.6 ? dateOf(today + Math.floor(random() * 30) - 5) : null;
        const [card] = await query<{ id: string }>(
          `INSERT INTO board_cards (project_id, column_id, position, title, description, due_date, labels, created_by,
                                    created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $9) RETURNING id::text`,
          [projectId, columns[column]?.id, keys[c], title, pick(DESCRIPTIONS), due, labels, author, at],
        );
        const cardId = card?.id as string;
        await activity(query, cardId, author, 'created', {}, at);
        const assignee = pick(members);
        await query('INSERT INTO card_assignees (card_id, uid) VALUES ($1, $2)', [cardId, assignee]);
        if (column > 0) {
          await activity(
            query,
            cardId,
            assignee,
            'moved',
            {
              from: BOARD_DEFAULT_COLUMN_NAMES[BOARD_DEFAULT_COLUMNS[0]],
              to: BOARD_DEFAULT_COLUMN_NAMES[
                BOARD_DEFAULT_COLUMNS[column] as (typeof BOARD_DEFAULT_COLUMNS)[number]
              ],
            },
            new Date(at.getTime() + DAY),
          );
        }
        const items = Math.floor(random() * 4);
        for (let i = 0; i < items; i++) {
          await query(
            'INSERT INTO card_checklist_items (card_id, text, done, created_at) VALUES ($1, $2, $3, $4)',
            [cardId, CHECKLIST[i], column === 3 || i < column, new Date(at.getTime() + i * 60_000)],
          );
        }
        const comments = Math.floor(random() * 3);
        for (let i = 0; i < comments; i++) {
          const who = pick(members);
          const when = new Date(at.getTime() + (i + 1) * 5 * 3_600_000);
          await query(
            'INSERT INTO card_comments (card_id, author_uid, text, created_at) VALUES ($1, $2, $3, $4)',
            [cardId, who, pick(COMMENTS), when],
          );
          await activity(query, cardId, who, 'commented', {}, when);
        }
        if (c % 3 === 0) {
          const [from, to] = pick(COVERS);
          const [image] = await query<{ id: string }>(
            `INSERT INTO card_attachments (card_id, project_id, uploader_uid, bytes, type, name, size, created_at)
             VALUES ($1, $2, $3, $4, 'image/png', 'cover.png', $5, $6) RETURNING id::text`,
            [cardId, projectId, author, gradientPng(from, to), gradientPng(from, to).length, at],
          );
          await query('UPDATE board_cards SET cover_attachment_id = $2 WHERE id = $1', [cardId, image?.id]);
          await activity(query, cardId, author, 'attached', { name: 'cover.png' }, at);
        }
        if (c % 4 === 1) {
          const notes = Buffer.from(`${title}\n\n${pick(DESCRIPTIONS) || 'Notes to come.'}\n`);
          await query(
            `INSERT INTO card_attachments (card_id, project_id, uploader_uid, bytes, type, name, size, created_at)
             VALUES ($1, $2, $3, $4, 'text/plain', 'notes.txt', $5, $6)`,
            [cardId, projectId, author, new Uint8Array(notes), notes.length, at],
          );
          await activity(query, cardId, author, 'attached', { name: 'notes.txt' }, at);
        }
      }
    }
    return PLANS.length;
  });
}

const activity = (
  query: Query,
  cardId: string,
  actor: string,
  kind: string,
  data: Record<string, string>,
  at: Date,
) =>
  query(
    'INSERT INTO card_activity (card_id, actor_uid, kind, data, created_at) VALUES ($1, $2, $3, $4, $5)',
    [cardId, actor, kind, JSON.stringify(data), at],
  );

/**
 * Makes `uid` a member of every demo project (owned by a demo member) and assigns them one open card in each,
 * unless they are in a project already. Returns how many projects they joined.
 */
export async function seedProjectsForMember(database: Database, uid: string): Promise<number> {
  return database.transaction(async (query) => {
    if ((await query('SELECT 1 FROM project_members WHERE uid = $1 LIMIT 1', [uid])).length) return 0;
    const projects = await query<{ id: string }>(
      `SELECT p.id::text FROM projects p JOIN members m ON m.uid = p.owner_uid AND m.demo ORDER BY p.created_at, p.id`,
    );
    if (!projects.length) return 0;
    await query(
      'INSERT INTO project_members (project_id, uid) SELECT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING',
      [projects.map((p) => p.id), uid],
    );
    // In each project, the first card of its first column that is not done.
    await query(
      `INSERT INTO card_assignees (card_id, uid)
       SELECT DISTINCT ON (c.project_id) c.id, $2 FROM board_cards c
         JOIN board_columns col ON col.id = c.column_id
        WHERE c.project_id = ANY($1::uuid[]) AND col.default_key <> 'completed'
        ORDER BY c.project_id, col.position, c.position, c.id
       ON CONFLICT DO NOTHING`,
      [projects.map((p) => p.id), uid],
    );
    return projects.length;
  });
}
