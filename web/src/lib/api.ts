import { createApi, type FetchBaseQueryError, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/**
 * The one RTK Query API of the app; features add their endpoints with `api.injectEndpoints`. Requests carry
 * the caller's Firebase ID token. The app wires how to get it and what to do when the server refuses the
 * caller (expired session, blocked member) through `configureApiAuth`, so this module knows no feature.
 */
type ApiAuth = {
  getIdToken: () => Promise<string | null>;
  onRefused: (reason: 'unauthenticated' | 'blocked') => void;
};

let apiAuth: ApiAuth = { getIdToken: async () => null, onRefused: () => {} };
export const configureApiAuth = (auth: ApiAuth) => {
  apiAuth = auth;
};

const rawBaseQuery = fetchBaseQuery({
  baseUrl: '/api',
  prepareHeaders: async (headers) => {
    const token = await apiAuth.getIdToken();
    if (token) headers.set('authorization', `Bearer ${token}`);
    return headers;
  },
});

export const api = createApi({
  reducerPath: 'api',
  baseQuery: async (args, store, extra) => {
    const result = await rawBaseQuery(args, store, extra);
    const status = result.error?.status;
    if (status === 401) apiAuth.onRefused('unauthenticated');
    if (status === 403 && (result.error?.data as { code?: string } | undefined)?.code === 'blocked') {
      apiAuth.onRefused('blocked');
    }
    return result;
  },
  tagTypes: ['Me', 'Member', 'Members', 'Cards', 'Preferences', 'Notifications'],
  endpoints: () => ({}),
});

/** The server's message for a failed request, with per-field messages for a 400. */
export function apiErrorOf(error: unknown): { message: string; fields: Record<string, string> } {
  const e = error as FetchBaseQueryError | undefined;
  if (e && 'status' in e) {
    const data = e.data as { error?: string; fields?: Record<string, string> } | undefined;
    if (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR') return { message: 'network', fields: {} };
    return { message: data?.error ?? String(e.status), fields: data?.fields ?? {} };
  }
  return { message: error instanceof Error ? error.message : 'Error', fields: {} };
}
