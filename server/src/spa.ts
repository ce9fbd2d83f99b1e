import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ClientConfig } from '@atrium/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { CLIENT_CONFIG_PLACEHOLDER, clientConfigTag } from './config.ts';

type SpaOptions = { webDist: string; client: ClientConfig };

/** Paths that are never a screen of the app: an unknown one is a plain 404, never index.html. */
const NOT_PAGES = [
  '/api/',
  '/media/',
  '/ical/',
  '/emulator/',
  '/identitytoolkit.googleapis.com/',
  '/securetoken.googleapis.com/',
];

/**
 * Serves the built SPA: hashed assets cached forever, everything else revalidated, and any unknown GET that
 * asks for HTML answered with index.html (history fallback) carrying the runtime client configuration.
 */
export const spa: FastifyPluginAsync<SpaOptions> = async (app, { webDist, client }) => {
  const indexFile = path.join(webDist, 'index.html');
  if (!existsSync(indexFile)) {
    throw new Error(`The web app is not built (${indexFile} is missing): run \`npm run build\`.`);
  }
  // Re-read when the file changes, so a rebuild while the server runs is served at once (the old hashed
  // assets are gone by then).
  let cached = { mtimeMs: -1, html: '' };
  const indexHtml = () => {
    const { mtimeMs } = statSync(indexFile);
    if (mtimeMs !== cached.mtimeMs) {
      const html = readFileSync(indexFile, 'utf8').replace(
        CLIENT_CONFIG_PLACEHOLDER,
        clientConfigTag(client),
      );
      cached = { mtimeMs, html };
    }
    return cached.html;
  };

  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    setHeaders(res, filePath) {
      const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
      res.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
    },
  });

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());

  app.get('/', (_req, reply) => sendIndex(reply));
  app.get('/index.html', (_req, reply) => sendIndex(reply));

  app.setNotFoundHandler((req, reply) => {
    const wantsHtml = req.method === 'GET' && (req.headers.accept ?? '').includes('text/html');
    const isFile = path.extname(req.url.split('?')[0] ?? '') !== '';
    if (wantsHtml && !isFile && !NOT_PAGES.some((prefix) => req.url.startsWith(prefix)))
      return sendIndex(reply);
    return reply.code(404).send({ error: 'Not found.', code: 'not_found' });
  });
};
