import { CHUNK_LOAD_TIMEOUT_MS } from '../config/app-config';

export type ChunkFailureCause = 'missing' | 'timeout' | 'error';

/** A screen's code could not be loaded; `url` is the chunk when the browser named it. */
export class ChunkLoadError extends Error {
  override name = 'ChunkLoadError';
  constructor(
    readonly reason: ChunkFailureCause,
    readonly url: string,
  ) {
    super(`Loading chunk failed. (${reason}: ${url})`);
  }
}

const CHUNK_FAILURE =
  /dynamically imported module|Importing a module script failed|error loading dynamically imported module|Unable to preload CSS|ChunkLoadError/i;

export const isChunkFailure = (error: unknown): boolean =>
  error instanceof ChunkLoadError || (error instanceof Error && CHUNK_FAILURE.test(error.message));

/** The URL the browser reports in its import failure message, if any. */
export function chunkUrlOf(error: unknown): string | null {
  if (error instanceof ChunkLoadError) return error.url;
  const message = error instanceof Error ? error.message : String(error);
  return /(https?:\/\/\S+?|\/\S+?\.(?:js|css))(?=[\s)]|$)/.exec(message)?.[1] ?? null;
}

/** Tells a missing chunk (a deploy replaced it: 404) from a network error by asking for it once more. */
export async function classifyChunkFailure(
  error: unknown,
  fetcher: typeof fetch = fetch,
): Promise<ChunkLoadError> {
  if (error instanceof ChunkLoadError) return error;
  const url = chunkUrlOf(error);
  if (!url) return new ChunkLoadError('error', globalThis.location?.href ?? '');
  try {
    const response = await fetcher(url, { method: 'HEAD', cache: 'no-store' });
    return new ChunkLoadError(response.status === 404 ? 'missing' : 'error', url);
  } catch {
    return new ChunkLoadError('error', url);
  }
}

/** Rejects with a 'timeout' ChunkLoadError when a screen's code takes longer than the spec's 120 s. */
export function withChunkTimeout<T>(load: Promise<T>, ms = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError('timeout', globalThis.location?.href ?? '')), ms);
  });
  return Promise.race([load, timeout]).finally(() => clearTimeout(timer));
}
