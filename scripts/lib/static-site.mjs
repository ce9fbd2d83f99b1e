// Serves a built single-page app folder the way a static host or CDN would, for bench:web's peer mode: every file
// read and compressed once at start (brotli q11 and gzip -9, chosen by Accept-Encoding), hashed files under
// /assets/ cached for a year, everything else revalidated, and an unknown path without an extension answered with
// index.html (the app's router takes it from there). The same rules as ../shared/tools/perf-probe/serve.mjs, the
// server the peers were measured with when the budgets were set.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import zlib from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /\.(html|m?js|css|json|svg|txt|ico|ttf|webmanifest)$/;

function loadFiles(root) {
  const files = new Map();
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const abs = path.join(dir, entry.name);
      if (entry.isDirectory()) {
        walk(abs);
        continue;
      }
      const raw = readFileSync(abs);
      const file = { raw, type: TYPES[path.extname(entry.name).toLowerCase()] ?? 'application/octet-stream' };
      if (COMPRESSIBLE.test(entry.name) && raw.length > 1024) {
        file.gzip = zlib.gzipSync(raw, { level: 9 });
        file.br = zlib.brotliCompressSync(raw, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
          },
        });
      }
      files.set(`/${path.relative(root, abs).split(path.sep).join('/')}`, file);
    }
  };
  walk(root);
  return files;
}

/** Serves `root` on 127.0.0.1:`port` (0: any free port); resolves to `{ url, close() }` once listening. */
export async function serveStaticSite(root, port) {
  if (!existsSync(path.join(root, 'index.html'))) throw new Error(`no index.html in ${root}`);
  const files = loadFiles(root);
  const server = http.createServer((request, response) => {
    let pathname;
    try {
      pathname = decodeURIComponent(new URL(request.url, 'http://site').pathname);
    } catch {
      response.writeHead(400).end();
      return;
    }
    if (pathname.endsWith('/')) pathname += 'index.html';
    let key = pathname;
    if (!files.has(key) && !path.extname(key)) key = '/index.html';
    const file = files.get(key);
    if (!file) {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    const accept = String(request.headers['accept-encoding'] ?? '');
    const encoding =
      file.br && /\bbr\b/.test(accept) ? 'br' : file.gzip && /\bgzip\b/.test(accept) ? 'gzip' : null;
    const body = encoding ? file[encoding] : file.raw;
    response.writeHead(200, {
      'content-type': file.type,
      'content-length': body.length,
      vary: 'accept-encoding',
      'cache-control': key.startsWith('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache',
      ...(encoding ? { 'content-encoding': encoding } : {}),
    });
    response.end(request.method === 'HEAD' ? undefined : body);
  });
  await new Promise((ok, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', ok);
  });
  return {
    url: `http://127.0.0.1:${server.address().port}`,
    close: () => new Promise((ok) => server.close(() => ok())),
  };
}
