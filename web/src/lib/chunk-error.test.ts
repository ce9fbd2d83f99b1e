import { describe, expect, it, vi } from 'vitest';
import {
  ChunkLoadError,
  chunkUrlOf,
  classifyChunkFailure,
  isChunkFailure,
  withChunkTimeout,
} from './chunk-error';

const importError = new TypeError(
  'Failed to fetch dynamically imported module: http://x.test/assets/docs-1a2b.js',
);

describe('chunk errors', () => {
  it('recognises failed dynamic imports and reads the URL', () => {
    expect(isChunkFailure(importError)).toBe(true);
    expect(isChunkFailure(new Error('boom'))).toBe(false);
    expect(chunkUrlOf(importError)).toBe('http://x.test/assets/docs-1a2b.js');
  });

  it('calls a 404 missing and anything else an error', async () => {
    const notFound = vi.fn(async () => new Response(null, { status: 404 }));
    expect((await classifyChunkFailure(importError, notFound)).reason).toBe('missing');
    const offline = vi.fn(async () => Promise.reject(new TypeError('offline')));
    expect((await classifyChunkFailure(importError, offline)).reason).toBe('error');
  });

  it('times out after the given time', async () => {
    vi.useFakeTimers();
    const pending = withChunkTimeout(new Promise(() => {}), 120_000);
    vi.advanceTimersByTime(120_000);
    await expect(pending).rejects.toBeInstanceOf(ChunkLoadError);
    vi.useRealTimers();
  });
});
