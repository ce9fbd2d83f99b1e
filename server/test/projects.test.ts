import {
  BOARD_FIRST_CARDS,
  CARD_ATTACHMENT_MAX_BYTES,
  CARD_TITLE_MAX,
  comparePositions,
  placeItem,
} from '@atrium/contracts';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoMembers } from '../src/db/seed.ts';
import { seededRandom } from '../src/db/seed-random.ts';
import { seedDemoEvents, seedEventsForMember } from '../src/modules/calendar/seed.ts';
import { seedDemoProjects, seedProjectsForMember } from '../src/modules/projects/seed.ts';
import { realtimeSocket } from './realtime-client.ts';
import { emulatorUser, tableDigest, testApp } from './support.ts';

type User = Awaited<ReturnType<typeof emulatorUser>>;
type Card = { id: string; columnId: string; position: string; title: string };
type Column = {
  id: string;
  name: string;
  defaultKey: string | null;
  position: string;
  cards: Card[];
  hasMore: boolean;
};

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj\n<< /Type /Catalog >>\nendobj\ntrailer\n<< /Root 1 0 R >>\n%%EOF\n',
);
const EXE = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(126, 0x90), Buffer.from('PE\0\0')]);

let app: FastifyInstance;
/** The workspace's first account: an administrator, in no project unless added. */
let admin: User;
let alice: User;
let bob: User;
let carol: User;

beforeAll(async () => {
  app = await testApp(
    {
      RATE_LIMIT_PER_MINUTE: '100000',
      RATE_LIMIT_READS_PER_MINUTE: '100000',
      RATE_LIMIT_WRITES_PER_MINUTE: '100000',
    },
    { now: () => new Date('2026-03-10T12:00:00Z') },
  );
  admin = await emulatorUser('admin');
  alice = await emulatorUser('alice');
  bob = await emulatorUser('bob');
  carol = await emulatorUser('carol');
  for (const user of [admin, alice, bob, carol]) await app.inject({ url: '/api/me', headers: user.auth });
});
afterAll(() => app.close());

const call = (user: User | null, method: string, url: string, payload?: unknown) =>
  app.inject({ method: method as 'GET', url, headers: user?.auth ?? {}, payload: payload as never });

async function ok<T = Record<string, unknown>>(user: User, method: string, url: string, payload?: unknown) {
  const res = await call(user, method, url, payload);
  expect(res.statusCode, `${method} ${url}: ${res.body}`).toBeLessThan(300);
  return (res.body ? res.json() : null) as T;
}

const project = (owner: User, members: User[] = [], extra: Record<string, unknown> = {}) =>
  ok<{ id: string; members: { uid: string }[] }>(owner, 'POST', '/api/projects', {
    name: 'Launch',
    category: 'Marketing',
    memberUids: members.map((m) => m.uid),
    ...extra,
  });
const board = (user: User, id: string) =>
  ok<{ columns: Column[]; project: Record<string, unknown> }>(user, 'GET', `/api/projects/${id}/board`);
const addCard = (user: User, columnId: string, title: string, extra: Record<string, unknown> = {}) =>
  ok<Card>(user, 'POST', `/api/columns/${columnId}/cards`, { title, ...extra });
const upload = (user: User, cardId: string, body: Buffer, name: string) =>
  app.inject({
    method: 'POST',
    url: `/api/cards/${cardId}/attachments`,
    headers: {
      ...user.auth,
      'content-type': 'application/octet-stream',
      'x-file-name': encodeURIComponent(name),
    },
    payload: body,
  });
/** Every card of a project as stored (each row whole, as text). */
const cardRows = async (projectId: string) =>
  app.database.query<{ id: string; column_id: string; position: string; row: string }>(
    `SELECT id::text, column_id::text, position, to_jsonb(c)::text AS row FROM board_cards c WHERE project_id = $1
      ORDER BY column_id, position COLLATE "C", id`,
    [projectId],
  );

describe('projects: membership', () => {
  it('creates a project with the default columns, seen by its members only', async () => {
    const created = await project(alice, [bob], { dueDate: '2026-03-20', coverColor: '#04d182' });
    expect(created).toMatchObject({
      name: 'Launch',
      owner: { uid: alice.uid },
      dueDate: '2026-03-20',
      daysLeft: 10,
      tasks: { done: 0, total: 0 },
      progress: 0,
      attachments: 0,
      canManage: true,
    });
    expect(created.members.map((m) => m.uid)).toEqual([alice.uid, bob.uid]);
    const { columns } = await board(bob, created.id);
    expect(columns.map((c) => [c.name, c.defaultKey])).toEqual([
      ['To be processed', 'to_be_processed'],
      ['Processing', 'processing'],
      ['Submitted', 'submitted'],
      ['Completed', 'completed'],
    ]);
    expect([...columns].sort(comparePositions).map((c) => c.id)).toEqual(columns.map((c) => c.id));
    const list = async (user: User) =>
      (await ok<{ items: { id: string }[] }>(user, 'GET', '/api/projects?pageSize=100')).items.map(
        (p) => p.id,
      );
    expect(await list(bob)).toContain(created.id);
    expect(await list(carol)).not.toContain(created.id);
    // An administrator outside the project does not see it either.
    expect(await list(admin)).not.toContain(created.id);
    expect((await call(admin, 'GET', `/api/projects/${created.id}`)).statusCode).toBe(404);
    const notes = (
      await ok<{ items: { kind: string; data: Record<string, string> }[] }>(bob, 'GET', '/api/notifications')
    ).items;
    expect(notes[0]).toMatchObject({
      kind: 'project.added',
      data: { projectId: created.id, project: 'Launch' },
    });
  });

  it('answers 404 to every read and write by a non-member, on every endpoint, and changes nothing', async () => {
    const { id } = await project(alice, [bob]);
    const { columns } = await board(alice, id);
    const [todo, doing] = columns as [Column, Column];
    const card = await addCard(alice, todo.id, 'Secret card');
    const item = await ok<{ id: string }>(alice, 'POST', `/api/cards/${card.id}/checklist`, { text: 'Step' });
    const comment = await ok<{ id: string }>(alice, 'POST', `/api/cards/${card.id}/comments`, { text: 'Hi' });
    const file = (await upload(alice, card.id, PDF, 'plan.pdf')).json();
    const before = await tableDigest(app);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/projects/${id}`],
      ['PATCH', `/api/projects/${id}`, { name: 'Mine' }],
      ['DELETE', `/api/projects/${id}`],
      ['GET', `/api/projects/${id}/board`],
      ['POST', `/api/projects/${id}/columns`, { name: 'Extra' }],
      ['PATCH', `/api/columns/${todo.id}`, { name: 'Renamed' }],
      ['POST', `/api/columns/${todo.id}/move`, { afterId: doing.id }],
      ['DELETE', `/api/columns/${todo.id}?cards=delete`],
      ['GET', `/api/columns/${todo.id}/cards`],
      ['POST', `/api/columns/${todo.id}/cards`, { title: 'Intruder' }],
      ['GET', `/api/cards/${card.id}`],
      ['PATCH', `/api/cards/${card.id}`, { title: 'Mine' }],
      ['DELETE', `/api/cards/${card.id}`],
      ['POST', `/api/cards/${card.id}/move`, { columnId: doing.id }],
      ['POST', `/api/cards/${card.id}/checklist`, { text: 'More' }],
      ['PATCH', `/api/checklist-items/${item.id}`, { done: true }],
      ['DELETE', `/api/checklist-items/${item.id}`],
      ['POST', `/api/cards/${card.id}/comments`, { text: 'Me too' }],
      ['PATCH', `/api/comments/${comment.id}`, { text: 'Edited' }],
      ['DELETE', `/api/comments/${comment.id}`],
      ['DELETE', `/api/card-attachments/${file.id}`],
    ];
    for (const [method, url, body] of attempts) {
      for (const outsider of [carol, admin]) {
        const res = await call(outsider, method, url, body);
        expect(res.statusCode, `${method} ${url}`).toBe(404);
        expect(res.json().code).toBe('not_found');
      }
    }
    const uploaded = await upload(carol, card.id, PNG, 'mine.png');
    expect(uploaded.statusCode).toBe(404);
    expect(await tableDigest(app)).toBe(before);
  });

  it('lets only the owner or an administrator change members, hand the project over or delete it', async () => {
    const { id } = await project(alice, [bob]);
    const before = await tableDigest(app);
    for (const [method, url, body] of [
      ['PATCH', `/api/projects/${id}`, { memberUids: [alice.uid, bob.uid, carol.uid] }],
      ['PATCH', `/api/projects/${id}`, { ownerUid: bob.uid }],
      ['DELETE', `/api/projects/${id}`],
    ] as const) {
      const res = await call(bob, method, url, body);
      expect(res.statusCode, `${method} ${JSON.stringify(body)}`).toBe(403);
      expect(res.json().code).toBe('forbidden');
    }
    expect(await tableDigest(app)).toBe(before);
    // Every member edits the details.
    expect((await ok(bob, 'PATCH', `/api/projects/${id}`, { name: 'Launch v2' })).name).toBe('Launch v2');
    // The owner adds an administrator, who may then manage it too.
    await ok(alice, 'PATCH', `/api/projects/${id}`, { memberUids: [alice.uid, bob.uid, admin.uid] });
    const handed = await ok<{ owner: { uid: string }; canManage: boolean }>(
      admin,
      'PATCH',
      `/api/projects/${id}`,
      {
        ownerUid: bob.uid,
      },
    );
    expect(handed.owner.uid).toBe(bob.uid);
    expect(handed.canManage).toBe(true);
    expect((await ok(alice, 'GET', `/api/projects/${id}`)).canManage).toBe(false);
    const stranger = await call(bob, 'PATCH', `/api/projects/${id}`, { ownerUid: carol.uid });
    expect(stranger.json().fields.ownerUid.code).toBe('invalid');
    const ghost = await call(bob, 'PATCH', `/api/projects/${id}`, { memberUids: ['nobody-at-all'] });
    expect(ghost.json().fields.memberUids.code).toBe('invalid');
    // A member taken off the project leaves its cards too.
    const { columns } = await board(bob, id);
    const card = await addCard(bob, (columns[0] as Column).id, 'Assigned');
    await ok(bob, 'PATCH', `/api/cards/${card.id}`, { assigneeUids: [alice.uid, bob.uid] });
    await ok(bob, 'PATCH', `/api/projects/${id}`, { memberUids: [bob.uid, admin.uid] });
    expect((await call(alice, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
    const detail = await ok<{ assignees: { uid: string }[] }>(bob, 'GET', `/api/cards/${card.id}`);
    expect(detail.assignees.map((a) => a.uid)).toEqual([bob.uid]);
    expect((await call(bob, 'DELETE', `/api/projects/${id}`)).statusCode).toBe(204);
    expect((await call(bob, 'GET', `/api/projects/${id}`)).statusCode).toBe(404);
  });
});

describe('projects: the board', () => {
  it('counts tasks done in the last column, progress, days left and attachments', async () => {
    const { id } = await project(alice, [bob], { dueDate: '2026-03-05' });
    const { columns } = await board(alice, id);
    const last = columns.at(-1) as Column;
    const cards = [];
    for (let i = 0; i < 4; i++) cards.push(await addCard(alice, (columns[0] as Column).id, `Task ${i}`));
    await ok(alice, 'POST', `/api/cards/${cards[0]?.id}/move`, { columnId: last.id });
    expect((await upload(alice, cards[1]?.id as string, PDF, 'a.pdf')).statusCode).toBe(201);
    const p = await ok(alice, 'GET', `/api/projects/${id}`);
    expect(p).toMatchObject({ tasks: { done: 1, total: 4 }, progress: 25, attachments: 1, daysLeft: -5 });
    // Moving the last column changes which cards are done.
    await ok(alice, 'POST', `/api/columns/${last.id}/move`, { beforeId: columns[0]?.id });
    expect((await ok(alice, 'GET', `/api/projects/${id}`)).tasks).toEqual({ done: 0, total: 4 });
  });

  it('adds, renames, moves and deletes columns (their cards moved or deleted, as asked)', async () => {
    const { id } = await project(alice, [bob]);
    const { columns } = await board(alice, id);
    const [todo, doing, submitted] = columns as [Column, Column, Column];
    const added = await ok<Column>(alice, 'POST', `/api/projects/${id}/columns`, {
      name: 'Review',
      afterId: doing.id,
    });
    const renamed = await ok<Column>(bob, 'PATCH', `/api/columns/${todo.id}`, { name: 'Backlog' });
    expect(renamed).toMatchObject({ name: 'Backlog', defaultKey: null });
    const order = async () => (await board(alice, id)).columns.map((c) => c.name);
    expect(await order()).toEqual(['Backlog', 'Processing', 'Review', 'Submitted', 'Completed']);
    const moved = await ok<{ position: string }>(alice, 'POST', `/api/columns/${added.id}/move`, {
      afterId: null,
      beforeId: todo.id,
    });
    expect(moved.position < (todo.position as string)).toBe(true);
    expect(await order()).toEqual(['Review', 'Backlog', 'Processing', 'Submitted', 'Completed']);
    const a = await addCard(alice, doing.id, 'A');
    const b = await addCard(alice, doing.id, 'B');
    const c = await addCard(alice, submitted.id, 'C');
    const missing = await call(alice, 'DELETE', `/api/columns/${doing.id}?cards=move`);
    expect(missing.json().fields.to.code).toBe('required');
    const self = await call(alice, 'DELETE', `/api/columns/${doing.id}?cards=move&to=${doing.id}`);
    expect(self.json().fields.to.code).toBe('invalid');
    expect(
      (await call(alice, 'DELETE', `/api/columns/${doing.id}?cards=move&to=${submitted.id}`)).statusCode,
    ).toBe(204);
    const after = (await board(alice, id)).columns.find((col) => col.id === submitted.id);
    expect(after?.cards.map((card) => card.id)).toEqual([c.id, a.id, b.id]);
    expect((await call(alice, 'DELETE', `/api/columns/${submitted.id}?cards=delete`)).statusCode).toBe(204);
    expect((await call(alice, 'GET', `/api/cards/${a.id}`)).statusCode).toBe(404);
    const remaining = (await board(alice, id)).columns;
    for (const col of remaining.slice(1)) await ok(alice, 'DELETE', `/api/columns/${col.id}?cards=delete`);
    const lastOne = await call(alice, 'DELETE', `/api/columns/${remaining[0]?.id}?cards=delete`);
    expect(lastOne.statusCode).toBe(409);
  });

  it('shows the first cards of each column, then pages through the rest in order', async () => {
    const { id } = await project(alice);
    const column = (await board(alice, id)).columns[0] as Column;
    const titles = Array.from({ length: BOARD_FIRST_CARDS + 7 }, (_, i) => `Card ${i}`);
    for (const title of titles) await addCard(alice, column.id, title);
    const first = (await board(alice, id)).columns[0] as Column;
    expect(first.cards).toHaveLength(BOARD_FIRST_CARDS);
    expect(first.hasMore).toBe(true);
    const next = await ok<{ items: Card[]; hasMore: boolean }>(
      alice,
      'GET',
      `/api/columns/${column.id}/cards?after=${first.cards.at(-1)?.id}&limit=100`,
    );
    expect(next.hasMore).toBe(false);
    expect([...first.cards, ...next.items].map((c) => c.title)).toEqual(titles);
  });

  it('keeps a total order matching a model list after 1,000 random moves, each writing one card row', async () => {
    const { id } = await project(alice, [bob]);
    const columns = (await board(alice, id)).columns.map((c) => c.id);
    const model = new Map<string, string[]>(columns.map((c) => [c, []]));
    for (let i = 0; i < 24; i++) {
      const column = columns[i % columns.length] as string;
      const card = await addCard(alice, column, `Card ${i}`);
      model.get(column)?.push(card.id);
    }
    const random = seededRandom(20260316);
    const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
    const columnsBefore = await app.database.query('SELECT * FROM board_columns WHERE project_id = $1', [id]);
    let before = await cardRows(id);
    let moveMs = 0;
    for (let move = 0; move < 1000; move++) {
      const from = pick(columns.filter((c) => model.get(c)?.length));
      const cardId = pick(model.get(from) as string[]);
      const to = pick(columns);
      model.set(
        from,
        (model.get(from) as string[]).filter((c) => c !== cardId),
      );
      const target = model.get(to) as string[];
      const index = Math.floor(random() * (target.length + 1));
      // Neighbours as a client sends them: one side, the other, or both.
      const side = random();
      const body = {
        columnId: to,
        ...(side < 0.7 ? { afterId: target[index - 1] ?? null } : {}),
        ...(side > 0.3 ? { beforeId: target[index] ?? null } : {}),
      };
      const started = performance.now();
      const res = await call(random() < 0.5 ? alice : bob, 'POST', `/api/cards/${cardId}/move`, body);
      moveMs += performance.now() - started;
      expect(res.statusCode, res.body).toBe(200);
      target.splice(index, 0, cardId);
      const after = await cardRows(id);
      // Any difference in any column of any row (its updated_at too: a card dropped where it was is written).
      const changed = after.filter((row) => before.find((b) => b.id === row.id)?.row !== row.row);
      expect(changed.map((r) => r.id)).toEqual([cardId]);
      expect(res.json()).toMatchObject({
        id: cardId,
        columnId: to,
        position: changed[0]?.position,
        rebalanced: false,
      });
      before = after;
      if (move % 100 === 99) {
        for (const column of columns) {
          const stored = after.filter((r) => r.column_id === column).map((r) => r.id);
          expect(stored, `move ${move}`).toEqual(model.get(column));
        }
      }
    }
    console.log(`1,000 moves: ${(moveMs / 1000).toFixed(1)} ms a move on average`);
    // The board as any member reads it: the same total order, ties broken by id.
    const { columns: shown } = await board(bob, id);
    for (const column of shown) {
      expect(column.cards.map((c) => c.id)).toEqual(model.get(column.id));
      expect(new Set(column.cards.map((c) => c.position)).size).toBe(column.cards.length);
    }
    expect(await app.database.query('SELECT * FROM board_columns WHERE project_id = $1', [id])).toEqual(
      columnsBefore,
    );
  }, 240_000);

  it('places concurrent moves into the same gap by the order as it is, and every screen converges on it', async () => {
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const { id } = await project(alice, [bob]);
    const [todo, doing] = (await board(alice, id)).columns as [Column, Column];
    const a = await addCard(alice, todo.id, 'A');
    const b = await addCard(alice, todo.id, 'B');
    const x = await addCard(alice, doing.id, 'X');
    const y = await addCard(alice, doing.id, 'Y');
    const carols = realtimeSocket(base);
    const bobs = realtimeSocket(base);
    await carols.auth(carol.token);
    await bobs.auth(bob.token);
    // Both put a card between A and B, at the same moment.
    const [first, second] = await Promise.all([
      ok<{ position: string }>(alice, 'POST', `/api/cards/${x.id}/move`, {
        columnId: todo.id,
        afterId: a.id,
        beforeId: b.id,
      }),
      ok<{ position: string }>(bob, 'POST', `/api/cards/${y.id}/move`, {
        columnId: todo.id,
        afterId: a.id,
        beforeId: b.id,
      }),
    ]);
    expect(first.position).not.toBe(second.position);
    const stored = ((await board(alice, id)).columns[0] as Column).cards.map((c) => c.title);
    expect(stored[0]).toBe('A');
    expect(stored.at(-1)).toBe('B');
    expect(new Set(stored)).toEqual(new Set(['A', 'B', 'X', 'Y']));
    // Bob's screen applies the two events it receives to what it showed before, and ends in the stored order.
    const moves = () =>
      bobs
        .events()
        .filter((e) => e.kind === 'board.changed' && e.data.type === 'card.moved' && e.data.projectId === id);
    await bobs.waitFor(() => moves().length >= 2);
    let shown: { id: string; position: string; title: string }[] = [a, b].map((c) => ({ ...c }));
    for (const event of bobs.events()) {
      if (event.kind !== 'board.changed' || event.data.type !== 'card.moved' || event.data.projectId !== id)
        continue;
      const card = [x, y].find((c) => c.id === (event.data as { cardId: string }).cardId) as Card;
      shown = placeItem(shown, { ...card, position: event.data.position });
    }
    expect(shown.map((c) => c.title)).toEqual(stored);
    // Creating a card reaches members with everything the board shows of it; Carol, outside, gets nothing.
    const created = await addCard(alice, todo.id, 'Fresh');
    const createdEvent = await bobs.waitFor(
      (m) => m.type === 'event' && m.kind === 'board.changed' && m.data.type === 'card.created',
    );
    expect(createdEvent).toMatchObject({
      data: { type: 'card.created', card: { id: created.id, title: 'Fresh', columnId: todo.id } },
    });
    await call(carol, 'GET', '/api/me');
    expect(carols.events().filter((e) => e.kind === 'board.changed' || e.kind === 'project.changed')).toEqual(
      [],
    );
    bobs.close();
    carols.close();
  });
});

describe('projects: cards', () => {
  it('holds details, checklist, comments (own only), attachments with a cover, and an activity log', async () => {
    const { id } = await project(alice, [bob]);
    const [todo, doing] = (await board(alice, id)).columns as [Column, Column];
    const card = await addCard(alice, todo.id, 'Design the landing page');
    const updated = await ok<Record<string, unknown>>(alice, 'PATCH', `/api/cards/${card.id}`, {
      description: 'Hero, pricing, FAQ',
      dueDate: '2026-03-31',
      labels: ['task', 'low_priority'],
      assigneeUids: [bob.uid],
    });
    expect(updated).toMatchObject({
      labels: ['task', 'low_priority'],
      dueDate: '2026-03-31',
      assignees: [{ uid: bob.uid }],
      column: { id: todo.id, defaultKey: 'to_be_processed' },
    });
    const bobNotes = (
      await ok<{ items: { kind: string; data: Record<string, string> }[] }>(bob, 'GET', '/api/notifications')
    ).items;
    expect(bobNotes[0]).toMatchObject({
      kind: 'card.assigned',
      data: { cardId: card.id, title: 'Design the landing page' },
    });
    const item = await ok<{ id: string }>(bob, 'POST', `/api/cards/${card.id}/checklist`, {
      text: 'Wireframe',
    });
    await ok(bob, 'POST', `/api/cards/${card.id}/checklist`, { text: 'Copy' });
    await ok(alice, 'PATCH', `/api/checklist-items/${item.id}`, { done: true });
    const mine = await ok<{ id: string }>(bob, 'POST', `/api/cards/${card.id}/comments`, { text: 'On it' });
    const theirs = await ok<{ id: string }>(alice, 'POST', `/api/cards/${card.id}/comments`, {
      text: 'Thanks',
    });
    expect(
      (await call(alice, 'PATCH', `/api/comments/${mine.id}`, { text: 'Alice was here' })).statusCode,
    ).toBe(403);
    expect((await call(alice, 'DELETE', `/api/comments/${mine.id}`)).statusCode).toBe(403);
    expect(
      (await ok(bob, 'PATCH', `/api/comments/${mine.id}`, { text: 'On it, today' })).editedAt,
    ).toBeTruthy();
    await ok(alice, 'DELETE', `/api/comments/${theirs.id}`);
    const image = (await upload(bob, card.id, PNG, 'mock.png')).json();
    expect(image).toMatchObject({ image: true, type: 'image/png', name: 'mock.png' });
    const pdf = (await upload(bob, card.id, PDF, 'brief.pdf')).json();
    expect(pdf.image).toBe(false);
    const notImage = await call(alice, 'PATCH', `/api/cards/${card.id}`, { coverAttachmentId: pdf.id });
    expect(notImage.json().fields.coverAttachmentId.code).toBe('invalid');
    await ok(alice, 'PATCH', `/api/cards/${card.id}`, { coverAttachmentId: image.id });
    await ok(alice, 'POST', `/api/cards/${card.id}/move`, { columnId: doing.id });
    const detail = await ok<
      Record<string, unknown> & {
        coverUrl: string;
        activity: { kind: string; data: Record<string, string> }[];
      }
    >(bob, 'GET', `/api/cards/${card.id}`);
    expect(detail).toMatchObject({
      title: 'Design the landing page',
      description: 'Hero, pricing, FAQ',
      columnId: doing.id,
      checklist: { done: 1, total: 2 },
      comments: 1,
      attachments: 2,
      coverAttachmentId: image.id,
      checklistItems: [
        { text: 'Wireframe', done: true },
        { text: 'Copy', done: false },
      ],
      commentList: [{ text: 'On it, today', author: { uid: bob.uid } }],
      createdBy: { uid: alice.uid },
    });
    const cover = await app.inject({ url: detail.coverUrl });
    expect(cover.statusCode).toBe(200);
    expect(cover.headers['content-type']).toBe('image/png');
    const forged = await app.inject({ url: detail.coverUrl.replace(/sig=[^&]+/, 'sig=forged') });
    expect(forged.statusCode).toBe(403);
    expect(detail.activity.map((a) => a.kind)).toEqual([
      'moved',
      'cover',
      'attached',
      'attached',
      'commented',
      'commented',
      'checklist_done',
      'checklist_added',
      'checklist_added',
      'assigned',
      'labels',
      'due',
      'described',
      'created',
    ]);
    expect(detail.activity[0]).toMatchObject({
      data: { from: 'To be processed', to: 'Processing' },
      actor: { uid: alice.uid },
    });
    // Removing the cover image clears the cover.
    await ok(bob, 'DELETE', `/api/card-attachments/${image.id}`);
    expect((await ok(bob, 'GET', `/api/cards/${card.id}`)).coverUrl).toBeNull();
  });
});

describe('projects: bad input is refused with a field and writes nothing', () => {
  it('refuses moves across projects, strangers, bad files and malformed values', async () => {
    const mine = await project(alice, [bob]);
    const other = await project(alice);
    const [todo] = (await board(alice, mine.id)).columns as [Column];
    const [elsewhere] = (await board(alice, other.id)).columns as [Column];
    const card = await addCard(alice, todo.id, 'Stay here');
    const foreignCard = await addCard(alice, elsewhere.id, 'Not on this board');
    const before = await tableDigest(app);
    const refused: [string, string, unknown, string, string][] = [
      ['POST', `/api/cards/${card.id}/move`, { columnId: elsewhere.id }, 'columnId', 'invalid'],
      [
        'POST',
        `/api/cards/${card.id}/move`,
        { columnId: todo.id, afterId: foreignCard.id },
        'afterId',
        'invalid',
      ],
      ['POST', `/api/cards/${card.id}/move`, { columnId: 'not-a-uuid' }, 'columnId', 'format'],
      ['POST', `/api/cards/${card.id}/move`, { columnId: todo.id, beforeId: 5 }, 'beforeId', 'type'],
      [
        'POST',
        `/api/columns/${todo.id}/cards`,
        { title: 'x'.repeat(CARD_TITLE_MAX + 1) },
        'title',
        'too_long',
      ],
      ['POST', `/api/columns/${todo.id}/cards`, { title: 'a\u0000b' }, 'title', 'invalid_text'],
      ['POST', `/api/columns/${todo.id}/cards`, { title: ['list'] }, 'title', 'type'],
      ['PATCH', `/api/cards/${card.id}`, { labels: ['urgent'] }, 'labels.0', 'not_allowed'],
      ['PATCH', `/api/cards/${card.id}`, { assigneeUids: [carol.uid] }, 'assigneeUids', 'invalid'],
      ['PATCH', `/api/cards/${card.id}`, { dueDate: '2026-02-30' }, 'dueDate', 'format'],
      [
        'PATCH',
        `/api/cards/${card.id}`,
        { coverAttachmentId: crypto.randomUUID() },
        'coverAttachmentId',
        'invalid',
      ],
      ['PATCH', `/api/cards/${card.id}`, { isAdmin: true }, 'isAdmin', 'unknown_field'],
      ['POST', `/api/projects`, { name: '' }, 'name', 'required'],
      ['POST', `/api/projects`, { name: 'P', coverColor: 'blue' }, 'coverColor', 'format'],
      ['POST', `/api/projects`, { name: 'P', memberUids: ['nobody-at-all'] }, 'memberUids', 'invalid'],
      ['POST', `/api/columns/${todo.id}/move`, { afterId: card.id }, 'afterId', 'invalid'],
    ];
    for (const [method, url, body, field, code] of refused) {
      const res = await call(alice, method, url, body);
      expect(res.statusCode, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
      expect(res.json().fields?.[field]?.code, `${JSON.stringify(body)}: ${res.body}`).toBe(code);
    }
    expect((await upload(alice, card.id, EXE, 'setup.exe')).statusCode).toBe(415);
    expect((await upload(alice, card.id, EXE, 'photo.png')).statusCode).toBe(415);
    expect((await upload(alice, card.id, PDF, 'photo.jpg')).statusCode).toBe(415);
    const big = await upload(
      alice,
      card.id,
      Buffer.concat([PNG, Buffer.alloc(CARD_ATTACHMENT_MAX_BYTES)]),
      'big.png',
    );
    expect(big.statusCode).toBe(413);
    expect(big.json()).toMatchObject({ code: 'too_large', error: expect.stringContaining('10 MB') });
    expect((await upload(alice, card.id, Buffer.alloc(0), 'empty.txt')).statusCode).toBe(400);
    const json = await app.inject({
      method: 'POST',
      url: `/api/cards/${card.id}/move`,
      headers: { ...alice.auth, 'content-type': 'application/json' },
      payload: '{"columnId":',
    });
    expect(json.statusCode).toBe(400);
    expect(await tableDigest(app)).toBe(before);
  });
});

// Last: it adds demo members and their projects to the database the tests above share.
describe('projects and calendar: demo data', () => {
  it('loads living demo boards and a month of events, and gives a new member a place in them', async () => {
    const now = new Date('2026-03-10T12:00:00Z');
    await seedDemoMembers(app.database, 40);
    expect(await seedDemoProjects(app.database, now)).toBe(6);
    expect(await seedDemoEvents(app.database, now)).toBeGreaterThan(15);
    expect(await seedProjectsForMember(app.database, carol.uid)).toBe(6);
    expect(await seedProjectsForMember(app.database, carol.uid)).toBe(0);
    expect(await seedEventsForMember(app.database, carol.uid)).toBeGreaterThan(5);
    expect(await seedEventsForMember(app.database, carol.uid)).toBe(0);

    const { items } = await ok<{
      items: { id: string; name: string; tasks: { done: number; total: number }; attachments: number }[];
    }>(carol, 'GET', '/api/projects?sort=name');
    expect(items.map((p) => p.name)).toEqual([
      'Checkout revamp',
      'Customer survey',
      'Mobile app',
      'Spring campaign',
      'Warehouse move',
      'Website redesign',
    ]);
    const website = items.find((p) => p.name === 'Website redesign');
    expect(website).toMatchObject({ tasks: { done: 2, total: 9 } });
    const { columns } = await board(carol, website?.id as string);
    expect(columns.map((c) => c.cards.map((card) => card.title))).toEqual([
      [
        'Image gallery on mobile',
        'Footer links 404 on French pages',
        'Dark mode colours',
        'Accessibility review',
      ],
      ['Product page layout', 'Checkout: address form errors'],
      ['Home page wireframes'],
      ['Audit the current pages', 'Mood board and typography'],
    ]);
    const cover = columns[3]?.cards[0] as Card & { coverUrl: string };
    const image = await app.inject({ url: cover.coverUrl });
    expect(image.headers['content-type']).toBe('image/png');
    const assigned = columns
      .flatMap((c) => c.cards)
      .filter((c) =>
        (c as Card & { assignees: { uid: string }[] }).assignees.some((a) => a.uid === carol.uid),
      );
    expect(assigned.map((c) => c.title)).toEqual(['Image gallery on mobile']);

    const occurrences = (
      await ok<{ items: { title: string; attendeeUids: string[] }[] }>(
        carol,
        'GET',
        '/api/calendar/events?from=2026-02-23T00:00:00Z&to=2026-03-30T00:00:00Z',
      )
    ).items;
    const titles = new Set(occurrences.map((o) => o.title));
    for (const title of [
      'Team standup',
      'Team standup (late start)',
      'Sprint planning',
      'Monthly review',
      'Company offsite',
    ])
      expect(titles, title).toContain(title);
    expect(titles).not.toContain('1:1');
  });
});
