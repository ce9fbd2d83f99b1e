import type { ApiError, ApiErrorCode, FieldError, SessionEndReason } from '@atrium/contracts';
import { createApi, type FetchBaseQueryError, fetchBaseQuery } from '@reduxjs/toolkit/query/react';
import { saveBlob } from './download';

/**
 * The one RTK Query API of the app; features add their endpoints with `api.injectEndpoints`. Requests carry
 * the caller's Firebase ID token. The app wires how to get it and what to do when the server refuses the
 * caller (expired session, blocked member) through `configureApiAuth`, so this module knows no feature.
 */
type ApiAuth = {
  getIdToken: () => Promise<string | null>;
  /** The server ended the session (401): sign out, saying why. */
  onRefused: (reason: SessionEndReason) => void;
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
    if (result.error?.status === 401) {
      apiAuth.onRefused((result.error.data as Partial<ApiError> | undefined)?.reason ?? 'expired');
    }
    return result;
  },
  tagTypes: ['Me', 'Member', 'Members', 'Follows', 'Cards', 'Preferences', 'Notifications', 'Audit'],
  endpoints: () => ({}),
});

/**
 * Downloads a file the API streams (a CSV export) and saves it, with the same token and 401 handling as every
 * other request. A failure rejects with the shape RTK Query uses, so `apiErrorOf` and `useApiErrors` read it.
 */
export async function downloadFromApi(path: string, fileName: string): Promise<void> {
  const token = await apiAuth.getIdToken();
  let response: Response;
  try {
    response = await fetch(`/api${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} });
  } catch (error) {
    throw { status: 'FETCH_ERROR', error: String(error) } satisfies FetchBaseQueryError;
  }
  if (!response.ok) {
    const data = (await response.json().catch(() => undefined)) as Partial<ApiError> | undefined;
    if (response.status === 401) apiAuth.onRefused(data?.reason ?? 'expired');
    throw { status: response.status, data } satisfies FetchBaseQueryError;
  }
  saveBlob(await response.blob(), fileName);
}

/**
 * Uploads a body to the API with progress, which fetch cannot report for a request body: XMLHttpRequest with the
 * same token and 401 handling as every other request. Resolves with the JSON answer; a failure rejects with the
 * shape RTK Query uses (so `apiErrorOf` and `useApiErrors` read it), an abort with `{status: 'CUSTOM_ERROR', error: 'ABORTED'}`.
 */
export async function uploadToApi<T>(
  path: string,
  body: Blob,
  options: {
    headers?: Record<string, string>;
    onProgress?: (fraction: number) => void;
    signal?: AbortSignal;
  },
): Promise<T> {
  const token = await apiAuth.getIdToken();
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api${path}`);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(options.headers ?? {})) xhr.setRequestHeader(name, value);
    xhr.responseType = 'text';
    xhr.upload.onprogress = (e) => {
      if (e.lengthComputable && e.total > 0) options.onProgress?.(e.loaded / e.total);
    };
    const parsed = () => {
      try {
        return xhr.responseText ? JSON.parse(xhr.responseText) : undefined;
      } catch {
        return undefined;
      }
    };
    xhr.onload = () => {
      const data = parsed();
      if (xhr.status >= 200 && xhr.status < 300) return resolve(data as T);
      if (xhr.status === 401) apiAuth.onRefused((data as Partial<ApiError> | undefined)?.reason ?? 'expired');
      reject({ status: xhr.status, data } satisfies FetchBaseQueryError);
    };
    xhr.onerror = () => reject({ status: 'FETCH_ERROR', error: 'network' } satisfies FetchBaseQueryError);
    xhr.onabort = () => reject({ status: 'CUSTOM_ERROR', error: 'ABORTED' } satisfies FetchBaseQueryError);
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(body);
  });
}

/** A failed request as the server described it: the HTTP status, the error's code and each refused field. */
export type ApiFailure = {
  status: number | 'network';
  code: string;
  /** The server's English message (or the exception's), for when a code has no translation. */
  message: string;
  fields: Record<string, FieldError>;
  retryAfter?: number;
  permission?: string;
};

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  401: 'unauthenticated',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'too_large',
  415: 'unsupported_type',
  429: 'rate_limited',
};

export function apiErrorOf(error: unknown): ApiFailure {
  const e = error as FetchBaseQueryError | undefined;
  if (e && 'status' in e) {
    if (e.status === 'FETCH_ERROR' || e.status === 'TIMEOUT_ERROR') {
      return { status: 'network', code: 'network', message: 'network', fields: {} };
    }
    const data = (e.data ?? {}) as Partial<ApiError>;
    const status = typeof e.status === 'number' ? e.status : 0;
    return {
      status,
      // A body without a code (a proxy's error page, a server that crashed): the status says enough.
      code: data.code ?? CODE_BY_STATUS[status] ?? (status >= 500 ? 'internal' : 'bad_request'),
      message: data.error ?? String(e.status),
      fields: data.fields ?? {},
      ...(data.retryAfter !== undefined ? { retryAfter: data.retryAfter } : {}),
      ...(data.permission ? { permission: data.permission } : {}),
    };
  }
  return { status: 0, code: 'client', message: error instanceof Error ? error.message : 'Error', fields: {} };
}
