import type { Member, Product } from '@atrium/contracts';
import { vi } from 'vitest';
import { aMember } from '../../../testing/fixtures';

export const json = (body: unknown, status = 200) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  });

export const product = (over: Partial<Product> = {}): Product => ({
  id: 'P-1001',
  name: 'Canvas Tote',
  description: 'A sturdy bag.',
  price: 49.5,
  comparePrice: null,
  costPerItem: null,
  taxRate: 10,
  category: 'bags',
  tags: ['summer'],
  images: [{ id: 'img1', url: '/uploads/img1.jpg', main: true }],
  variants: [],
  width: null,
  height: null,
  dimensionUnit: 'cm',
  weight: null,
  weightUnit: 'kg',
  shippingFee: null,
  stock: 25,
  status: 'inStock',
  version: 3,
  createdAt: '2025-01-01T10:00:00.000Z',
  updatedAt: '2025-01-02T10:00:00.000Z',
  ...over,
});

/** The signed-in member of the shop screens' tests: a Manager (catalogue, orders, exports) unless said. */
export const signedInAs = (role: Member['role'] = 'manager'): Member =>
  aMember({
    uid: 'me',
    email: 'meg@example.com',
    displayName: 'Meg Manager',
    role,
    createdAt: '2025-01-01T10:00:00.000Z',
  });

export type Call = { method: string; url: URL; body: unknown };

/**
 * Stubs fetch as RTK Query calls it (with a Request); `handle` answers, every call is recorded. `/api/me` is the
 * member `me` (a Manager) unless `handle` answers it.
 */
export function stubFetch(
  handle: (call: Call) => Response | Promise<Response>,
  me: Member = signedInAs('manager'),
) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      const text = request.method === 'GET' ? '' : await request.text();
      let body: unknown = text;
      try {
        body = text ? JSON.parse(text) : undefined;
      } catch {
        // not JSON
      }
      const call = { method: request.method, url, body };
      calls.push(call);
      if (url.pathname === '/api/me') return json(me);
      return handle(call);
    }),
  );
  return calls;
}
