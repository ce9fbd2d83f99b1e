import type {
  MailCounts,
  MailLabel,
  MailList,
  MailListItem,
  MailMessage,
  MailPerson,
  MailThread,
} from '@atrium/contracts';
import { vi } from 'vitest';
import { aMember } from '../../testing/fixtures';

// The mail API as the component tests meet it: fetch is stubbed at the network boundary, everything above it
// (RTK Query, the store, antd, the router) is the real thing.

export const me: MailPerson = {
  uid: 'me',
  displayName: 'Me Myself',
  email: 'me@example.com',
  avatarUrl: null,
};
export const ana: MailPerson = {
  uid: 'ana',
  displayName: 'Ana Lima',
  email: 'ana@example.com',
  avatarUrl: null,
};
export const ben: MailPerson = { uid: 'ben', displayName: 'Ben Stone', email: null, avatarUrl: null };

export const LABELS: MailLabel[] = [
  { id: 'label-works', name: 'Works', color: '#3e79f7', system: 'works' },
  { id: 'label-private', name: 'Private', color: '#04d182', system: 'private' },
  { id: 'label-important', name: 'Important', color: '#de4436', system: 'important' },
  { id: 'label-trips', name: 'Trips', color: '#fa8c16', system: null },
];

let serial = 0;
/** A row of the Inbox: from Ana to me, unread, then `over`. */
export function aMail(over: Partial<MailListItem> = {}): MailListItem {
  serial += 1;
  const id = over.id ?? `00000000-0000-4000-8000-${String(serial).padStart(12, '0')}`;
  const date = over.date ?? new Date().toISOString();
  return {
    id,
    threadId: id,
    from: ana,
    to: [me],
    cc: [],
    subject: `Subject ${serial}`,
    snippet: `Snippet ${serial}`,
    sentAt: date,
    date,
    attachmentCount: 0,
    read: false,
    starred: false,
    labelIds: [],
    draft: false,
    deleted: false,
    received: true,
    sent: false,
    ...over,
  };
}

export const aMessage = (over: Partial<MailMessage> = {}): MailMessage => ({
  ...aMail(over),
  inReplyTo: null,
  bcc: [],
  html: '<p>Hello</p>',
  attachments: [],
  ...over,
});

export const counts = (inboxUnread = 1): MailCounts => ({
  folders: {
    inbox: { total: 3, unread: inboxUnread },
    sent: { total: 1, unread: 0 },
    draft: { total: 2, unread: 0 },
    starred: { total: 0, unread: 0 },
    deleted: { total: 0, unread: 0 },
  },
  labels: LABELS.map((l) => ({ labelId: l.id, total: 0, unread: 0 })),
});

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Call = { method: string; url: URL; body: unknown };
type Handler = (call: Call) => Response | undefined | Promise<Response | undefined>;

/**
 * Stubs fetch with the mail API: `list` answers GET /api/mail/messages, `thread` GET /api/mail/messages/:id,
 * `handle` anything else first (return undefined to fall through). Returns every call made, in order.
 */
export function stubMailServer({
  list = () => ({ items: [], total: 0, nextCursor: null }),
  thread,
  handle,
}: {
  list?: (url: URL) => MailList;
  thread?: (id: string) => MailThread;
  handle?: Handler;
} = {}) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (request: Request) => {
      const url = new URL(request.url);
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, url, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const own = await handle?.(call);
      if (own) return own;
      const path = url.pathname;
      if (path === '/api/me') return json(aMember({ uid: 'me', displayName: 'Me Myself' }));
      if (path === '/api/mail/counts') return json(counts());
      if (path === '/api/mail/labels') return json({ items: LABELS });
      if (path === '/api/mail/recipients') return json({ items: [ana, ben] });
      if (path === '/api/mail/messages' && request.method === 'GET') return json(list(url));
      const one = /^\/api\/mail\/messages\/([^/]+)$/.exec(path);
      if (one && request.method === 'GET' && thread)
        return json(thread(decodeURIComponent(one[1] as string)));
      if (path === '/api/mail/bulk') return json({ changed: (call.body as { ids: string[] }).ids.length });
      return json({ error: 'Not found', code: 'not_found' }, 404);
    }),
  );
  return calls;
}
