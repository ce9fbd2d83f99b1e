import type {
  ActiveMembers,
  Member,
  MonthlyTarget,
  NewMembers,
  SalesSummary,
  Traffic,
  Transactions,
  VisitorSeries,
} from '@atrium/contracts';
import type { ReactNode } from 'react';
import { vi } from 'vitest';

/** What the stubbed react-chartjs-2 `Chart` was last given, per accessible name (jsdom has no canvas). */
export const charts = new Map<string, { type: string; data: unknown; options: Record<string, unknown> }>();

/** Replaces react-chartjs-2's canvas chart with one that records its props; use in `vi.mock`. */
export function chartStub() {
  return {
    Chart: (props: {
      type: string;
      data: unknown;
      options: Record<string, unknown>;
      'aria-label': string;
      fallbackContent?: ReactNode;
    }) => {
      charts.set(props['aria-label'], { type: props.type, data: props.data, options: props.options });
      return (
        <canvas role="img" aria-label={props['aria-label']} data-type={props.type}>
          {props.fallbackContent}
        </canvas>
      );
    },
  };
}

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export type Call = { method: string; url: URL; body: unknown };
type Handler = (call: Call) => Response | undefined | Promise<Response | undefined>;

/** Stubs fetch as RTK Query calls it; `handle` answers (undefined → the default fixtures), every call recorded. */
export function stubApi(handle: Handler = () => undefined, fixtures: Record<string, unknown> = FIXTURES) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.text();
      const call = { method: request.method, url, body: text ? JSON.parse(text) : undefined };
      calls.push(call);
      const custom = await handle(call);
      if (custom) return custom;
      const fixture = fixtures[url.pathname];
      return fixture === undefined ? json({ error: 'Not found' }, 404) : json(fixture);
    }),
  );
  return calls;
}

export const countOf = (calls: Call[], path: string) => calls.filter((c) => c.url.pathname === path).length;

const days = <T extends object>(n: number, value: (i: number) => T) =>
  Array.from({ length: n }, (_, i) => ({
    start: `2025-03-${String(i + 1).padStart(2, '0')}`,
    ...value(i),
  }));

export const SUMMARY: SalesSummary = {
  period: 'year',
  revenue: { value: 12345.6, previous: 10000, change: 23.5 },
  sales: { value: 321, previous: 400, change: -19.8 },
  costs: { value: 5000, previous: 0, change: null },
};
export const VISITORS: VisitorSeries = {
  interval: 'month',
  points: days(12, (i) => ({ visitors: 100 + i, sessions: 150 + i, pageViews: 400 + i })),
};
export const TARGET: MonthlyTarget = { month: '2025-03', target: 20000, actual: 15000, percent: 75 };
export const ACTIVE: ActiveMembers = { total: 42, change: 5, points: days(30, (i) => ({ members: i % 7 })) };
export const NEW_MEMBERS: NewMembers = {
  items: [
    {
      uid: 'u1',
      displayName: 'Ana Lopez',
      email: 'ana@example.com',
      title: 'Designer',
      avatarUrl: null,
      joinedAt: '2025-03-01T10:00:00.000Z',
    },
  ],
};
export const TRANSACTIONS: Transactions = {
  items: [
    {
      orderId: 'ORD-1',
      customer: 'Bob Stone',
      date: '2025-03-04T10:00:00.000Z',
      amount: 99.5,
      status: 'approved',
    },
    {
      orderId: 'ORD-2',
      customer: 'Cy "Ace", Jr',
      date: '2025-03-05T10:00:00.000Z',
      amount: 10,
      status: 'rejected',
    },
  ],
};
export const ME: Partial<Member> = { uid: 'me', email: 'me@example.com', role: 'member' };
export const COUNTRIES: Traffic = {
  dimension: 'country',
  period: 'year',
  totalSessions: 300,
  rows: [
    { key: 'FR', sessions: 200, pageViews: 500, percent: 66.7, series: [] },
    { key: 'US', sessions: 100, pageViews: 250, percent: 33.3, series: [] },
  ],
};

export const FIXTURES: Record<string, unknown> = {
  '/api/me': ME,
  '/api/dashboards/summary': SUMMARY,
  '/api/dashboards/visitors': VISITORS,
  '/api/dashboards/target': TARGET,
  '/api/dashboards/active-members': ACTIVE,
  '/api/dashboards/new-members': NEW_MEMBERS,
  '/api/dashboards/transactions': TRANSACTIONS,
};
