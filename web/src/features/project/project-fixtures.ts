import type {
  Board,
  BoardColumn,
  CardDetail,
  CardSummary,
  MemberRef,
  Project,
  ProjectPage,
} from '@atrium/contracts';
import { vi } from 'vitest';
import { aMember } from '../../testing/fixtures';

// The projects API as the component tests meet it: fetch is stubbed at the network boundary, everything above it
// (RTK Query, the store, antd, dnd-kit, the router) is the real thing.

export const me: MemberRef = { uid: 'me', displayName: 'Me Myself', avatarUrl: null };
export const ana: MemberRef = { uid: 'ana', displayName: 'Ana Lima', avatarUrl: null };

let serial = 0;
export const uuid = () => {
  serial += 1;
  return `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
};

export function aProject(over: Partial<Project> = {}): Project {
  return {
    id: uuid(),
    name: 'Website relaunch',
    category: 'Marketing',
    description: 'New pages for spring',
    coverColor: '#3e82f7',
    dueDate: '2030-01-10',
    daysLeft: 12,
    owner: me,
    members: [me, ana],
    tasks: { done: 1, total: 4 },
    progress: 25,
    attachments: 2,
    canManage: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...over,
  };
}

export function aCard(columnId: string, position: string, over: Partial<CardSummary> = {}): CardSummary {
  return {
    id: uuid(),
    projectId: 'p',
    columnId,
    position,
    title: `Card ${serial}`,
    labels: [],
    dueDate: null,
    assignees: [],
    coverUrl: null,
    checklist: { done: 0, total: 0 },
    comments: 0,
    attachments: 0,
    updatedAt: '2026-01-02T00:00:00.000Z',
    ...over,
  };
}

export function aColumn(position: string, over: Partial<BoardColumn> = {}): BoardColumn {
  return { id: uuid(), projectId: 'p', name: 'Column', defaultKey: null, position, cardCount: 0, ...over };
}

/** A board of the four default columns: A and B in the first, C in the second. */
export function aBoard(project = aProject()): Board {
  const keys = ['to_be_processed', 'processing', 'submitted', 'completed'] as const;
  const names = ['To be processed', 'Processing', 'Submitted', 'Completed'];
  const columns = keys.map((key, i) =>
    aColumn(`a${i}`, { projectId: project.id, name: names[i] as string, defaultKey: key }),
  );
  const [first, second] = columns as [BoardColumn, BoardColumn];
  const cards = {
    [first.id]: [
      aCard(first.id, 'a0', { projectId: project.id, title: 'Write copy' }),
      aCard(first.id, 'a1', { projectId: project.id, title: 'Pick photos' }),
    ],
    [second.id]: [aCard(second.id, 'a0', { projectId: project.id, title: 'Build pages' })],
  };
  return {
    project,
    columns: columns.map((c) => ({
      ...c,
      cards: cards[c.id] ?? [],
      cardCount: cards[c.id]?.length ?? 0,
      hasMore: false,
    })),
  };
}

export function aCardDetail(card: CardSummary, over: Partial<CardDetail> = {}): CardDetail {
  return {
    ...card,
    description: '',
    column: { id: card.columnId, name: 'To be processed', defaultKey: 'to_be_processed' },
    coverAttachmentId: null,
    checklistItems: [],
    attachmentList: [],
    commentList: [],
    activity: [],
    createdBy: me,
    createdAt: '2026-01-02T00:00:00.000Z',
    ...over,
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Call = { method: string; url: URL; body: unknown };
type Handler = (call: Call) => Response | Promise<Response> | undefined;

/**
 * Stubs fetch with the projects API: `projects` answers GET /api/projects, `board` GET /api/projects/:id/board,
 * `handle` anything first (undefined falls through). Returns every call made, in order.
 */
export function stubProjectServer({
  projects = () => ({ items: [], total: 0, page: 1, pageSize: 24 }),
  board,
  handle,
}: {
  projects?: (url: URL) => ProjectPage;
  board?: () => Board;
  handle?: Handler;
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      let body: unknown;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        body = text;
      }
      const call = { method: request.method, url, body };
      calls.push(call);
      const own = await handle?.(call);
      if (own) return own;
      const path = url.pathname;
      if (path === '/api/me') return json(aMember({ uid: 'me', displayName: 'Me Myself' }));
      if (path === '/api/members') return json({ items: [aMember(ana)], total: 1, page: 1, pageSize: 20 });
      if (path === '/api/projects' && request.method === 'GET') return json(projects(url));
      if (/^\/api\/projects\/[^/]+\/board$/.test(path) && board) return json(board());
      return json({ error: 'Not found', code: 'not_found' }, 404);
    }),
  );
  return calls;
}
