import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyPluginAsync } from 'fastify';

/**
 * The build's hashed files (`/assets/*`: scripts, styles, their maps), served from memory, each compressed once.
 *
 * A page is dozens of these (the sign-in page 33, the Default dashboard 73, a component page 17 more), requested six
 * at a time over HTTP/1.1. Through @fastify/static and @fastify/compress each one was opened, read and compressed
 * again on every request: 16 of a component page's files took the server 45-90 ms, from memory 11 ms (curl, six in
 * parallel). A file's name changes with its content, so what is read once never goes stale; a rebuild while the
 * server runs brings new names, read when first asked for.
 *
 * Compressed copies come from the build (`<file>.br`, `<file>.gz`: web/build/precompressed-assets.ts, brotli at its
 * best setting, which is too slow to run per request); a file without them is compressed here once, quickly.
 * Memory: at most the build's assets and their two copies (about 15 MB), shared by nobody, so each process of a
 * scaled-out server holds its own.
 */
export const hashedAssets: FastifyPluginAsync<{ dir: string }> = async (app, { dir }) => {
  const cache = new Map<string, Promise<Asset>>();
  /**
   * The folder's files, read again when a name is not in it (a rebuild while the server runs), at most once a second:
   * requests for names that do not exist must not each cost a listing of two thousand files.
   */
  let names = listFiles(dir);
  let listedAt = Date.now();

  app.get<{ Params: { '*': string } }>('/assets/*', { compress: false }, async (req, reply) => {
    const name = req.params['*'];
    if (!names.has(name) && Date.now() - listedAt >= 1000) {
      names = listFiles(dir);
      listedAt = Date.now();
    }
    // Only a file the folder lists: no path of the request's own making reaches the file system.
    if (!names.has(name) || name.endsWith('.br') || name.endsWith('.gz')) return reply.callNotFound();
    let asset = cache.get(name);
    if (!asset) {
      asset = loadAsset(dir, name);
      cache.set(name, asset);
      asset.catch(() => cache.delete(name));
    }
    const { body, br, gzip, type, etag } = await asset;
    reply
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('etag', etag)
      .header('vary', 'accept-encoding')
      .type(type);
    if (req.headers['if-none-match'] === etag) return reply.code(304).send();
    const encoding = br || gzip ? negotiate(req.headers['accept-encoding'] ?? '', ENCODINGS) : null;
    if (encoding === 'br' && br) return reply.header('content-encoding', 'br').send(br);
    if (encoding === 'gzip' && gzip) return reply.header('content-encoding', 'gzip').send(gzip);
    return reply.send(body);
  });
};

type Asset = { body: Buffer; br: Buffer | null; gzip: Buffer | null; type: string; etag: string };

const ENCODINGS = ['br', 'gzip'];

/** Below this, compressing saves less than its headers cost (@fastify/compress's threshold too). */
const COMPRESS_FROM = 1024;

const TYPES: Record<string, string> = {
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};
/** Types that are compressed; images and fonts are already. */
const COMPRESSIBLE = new Set(['.js', '.css', '.json', '.map', '.svg']);

const brotli = promisify(zlib.brotliCompress);
const gzipAsync = promisify(zlib.gzip);

function listFiles(dir: string) {
  try {
    return new Set(readdirSync(dir));
  } catch {
    return new Set<string>();
  }
}

async function loadAsset(dir: string, name: string): Promise<Asset> {
  const file = path.join(dir, name);
  const body = readFileSync(file);
  const ext = path.extname(name);
  const type = TYPES[ext] ?? 'application/octet-stream';
  // The name carries the content's hash; the size tells two builds' maps apart.
  const etag = `"${name}-${body.length}"`;
  if (!COMPRESSIBLE.has(ext) || body.length < COMPRESS_FROM)
    return { body, br: null, gzip: null, type, etag };
  const built = (suffix: string) => {
    try {
      return readFileSync(`${file}${suffix}`);
    } catch {
      return null;
    }
  };
  const [br, gzip] = await Promise.all([
    built('.br') ??
      brotli(body, {
        params: {
          [zlib.constants.BROTLI_PARAM_QUALITY]: 5,
          [zlib.constants.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      }),
    built('.gz') ?? gzipAsync(body, { level: 6 }),
  ]);
  return { body, br, gzip, type, etag };
}
