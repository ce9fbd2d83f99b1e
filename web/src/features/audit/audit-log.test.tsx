import type { AuditEntry, AuditList } from '@atrium/contracts';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App as AntdApp } from 'antd';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { connectApi } from '../../app/connect-api';
import { renderWithProviders } from '../../testing/render';
import AuditLog from './pages/audit-log';

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const entry = (id: string, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-20T10:15:00.000Z',
  actor: { uid: 'm1', displayName: 'Max Manager', role: 'manager' },
  action: 'product.update',
  target: { type: 'product', id: '42', label: 'Canvas Tote' },
  changes: { price: { from: 10, to: 12.5 }, stock: { from: 5, to: 7 } },
  ip: '203.0.113.7',
  ...over,
});

type Call = { url: URL };

/** The audit API: pages keyed by cursor, and a person look-up; every call is recorded. */
function stubApi(pages: (url: URL) => AuditList | Response) {
  const calls: Call[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = input instanceof Request ? input : new Request(String(input), init);
      const url = new URL(request.url, 'http://localhost');
      calls.push({ url });
      if (url.pathname === '/api/audit') {
        const page = pages(url);
        return page instanceof Response ? page : json(page);
      }
      if (url.pathname === '/api/audit/export.csv')
        return new Response('\uFEFFID,Date\r\n', { headers: { 'content-type': 'text/csv' } });
      if (url.pathname === '/api/members') return json({ items: [], total: 0, page: 1, pageSize: 20 });
      return json({ error: 'Not found', code: 'not_found' }, 404);
    }),
  );
  return calls;
}

function renderAudit(route = '/app/pages/audit-log') {
  const view = renderWithProviders(
    <AntdApp>
      <AuditLog />
    </AntdApp>,
    { route },
  );
  connectApi(view.store.dispatch);
  return view;
}

const auditCalls = (calls: Call[]) => calls.filter((c) => c.url.pathname === '/api/audit');

beforeEach(() => {
  URL.createObjectURL = vi.fn(() => 'blob:audit');
  URL.revokeObjectURL = vi.fn();
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('audit log', { timeout: 30_000 }, () => {
  it('shows who did what to which thing, and each changed field from → to', async () => {
    stubApi(() => ({
      items: [
        entry('2'),
        entry('1', {
          actor: { uid: 'a1', displayName: 'Ada Admin', role: 'admin' },
          action: 'member.role',
          target: { type: 'member', id: 'u9', label: 'Bob Stone' },
          changes: { role: { from: 'member', to: 'manager' } },
        }),
      ],
      older: null,
      newer: null,
    }));
    renderAudit();
    const table = await screen.findByTestId('audit-table');
    const row = (await within(table).findByText('Canvas Tote')).closest('tr') as HTMLElement;
    expect(row).toHaveTextContent('Max Manager');
    expect(row).toHaveTextContent('Manager');
    expect(row).toHaveTextContent('Product edited');
    expect(row).toHaveTextContent('Price 10 → to 12.5');
    expect(row).toHaveTextContent('Stock 5 → to 7');
    expect(row).toHaveTextContent('203.0.113.7');
    // Role values are shown in words.
    const roleRow = within(table).getByText('Bob Stone').closest('tr') as HTMLElement;
    expect(roleRow).toHaveTextContent('Role changed');
    expect(roleRow).toHaveTextContent('Role Member → to Manager');
  });

  it('filters by action from the newest entry, and pages by keyset: Older, then Newer', async () => {
    const calls = stubApi((url) => {
      if (url.searchParams.get('before') === '3')
        return { items: [entry('2'), entry('1')], older: null, newer: '2' };
      return { items: [entry('4'), entry('3')], older: '3', newer: null };
    });
    const { router } = renderAudit('/app/pages/audit-log?before=9');
    await screen.findAllByText('Canvas Tote');

    await userEvent.click(screen.getByRole('combobox', { name: 'Action' }));
    await userEvent.click(await screen.findByText('Product deleted'));
    await waitFor(() => expect(router.state.location.search).toBe('?action=product.delete'));
    await waitFor(() =>
      expect(auditCalls(calls).at(-1)?.url.searchParams.get('action')).toBe('product.delete'),
    );
    expect(auditCalls(calls).at(-1)?.url.searchParams.has('before')).toBe(false);

    const newer = screen.getByRole('button', { name: 'Newer' });
    const older = screen.getByRole('button', { name: 'Older' });
    await waitFor(() => expect(older).toBeEnabled());
    expect(newer).toBeDisabled();
    await userEvent.click(older);
    await waitFor(() => expect(auditCalls(calls).at(-1)?.url.searchParams.get('before')).toBe('3'));
    await waitFor(() => expect(older).toBeDisabled());
    expect(newer).toBeEnabled();
    await userEvent.click(newer);
    await waitFor(() => expect(auditCalls(calls).at(-1)?.url.searchParams.get('after')).toBe('2'));
    expect(auditCalls(calls).at(-1)?.url.searchParams.get('action')).toBe('product.delete');
  });

  it('offers Retry when the log cannot be loaded, then shows the empty state', async () => {
    let fail = true;
    stubApi(() =>
      fail ? json({ error: 'Down', code: 'internal' }, 500) : { items: [], older: null, newer: null },
    );
    renderAudit();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The audit log could not be loaded.');
    fail = false;
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No changes recorded yet')).toBeInTheDocument();
  });

  it('exports the filtered log as CSV', async () => {
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const calls = stubApi(() => ({ items: [entry('1')], older: null, newer: null }));
    renderAudit('/app/pages/audit-log?action=product.update&from=2026-11-01&to=2026-11-30&before=5');
    await screen.findByText('Canvas Tote');
    await userEvent.click(screen.getByRole('button', { name: /Export CSV/ }));
    await waitFor(() => expect(click).toHaveBeenCalled());
    const exported = calls.find((c) => c.url.pathname === '/api/audit/export.csv');
    // The filters, never the page cursor.
    expect(Object.fromEntries(exported?.url.searchParams ?? [])).toEqual({
      action: 'product.update',
      from: '2026-11-01',
      to: '2026-11-30',
    });
    expect((click.mock.contexts[0] as HTMLAnchorElement).download).toMatch(
      /^audit-log-\d{4}-\d{2}-\d{2}\.csv$/,
    );
  });
});
