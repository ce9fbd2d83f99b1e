// Test helpers for the Setting screen's tests (not part of the app bundle).
import { App } from 'antd';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import '../../../../app/connect-api';
import { renderWithProviders } from '../../../../testing/render';
import Setting from '../../pages/setting';

export type ApiCall = { method: string; path: string; body: unknown };
type Reply = { status?: number; body?: unknown };
export type Routes = Record<string, (call: ApiCall) => Reply | Promise<Reply>>;

/**
 * Stubs `fetch` (RTK Query's transport) with `routes` keyed "METHOD /api/path"; every /api call is recorded
 * in `calls` (JSON bodies parsed). A route that is not stubbed answers 404.
 */
export function stubApi(routes: Routes) {
  const calls: ApiCall[] = [];
  const fetchMock = vi.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const request = input instanceof Request ? input : new Request(input, init);
    const path = new URL(request.url).pathname;
    const text = request.method === 'GET' || request.method === 'HEAD' ? '' : await request.text();
    let body: unknown = text;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      // not JSON: kept as text
    }
    const call = { method: request.method, path, body };
    calls.push(call);
    const handler = routes[`${request.method} ${path}`];
    const reply = handler ? await handler(call) : { status: 404, body: { error: 'Not found' } };
    const status = reply.status ?? 200;
    return new Response(status === 204 ? null : JSON.stringify(reply.body ?? null), {
      status,
      headers: { 'content-type': 'application/json' },
    });
  });
  return { calls, fetchMock, apiCalls: () => calls.filter((c) => c.path.startsWith('/api/')) };
}

/** The Setting screen at `route`, inside antd's App (the signed-in shell provides it in the browser). */
export const renderSetting = (route: string, ui: ReactElement = <Setting />) =>
  renderWithProviders(<App>{ui}</App>, { route });
