import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import type { ClientConfig } from '@atrium/contracts';
import fastifyStatic from '@fastify/static';
import type { FastifyPluginAsync } from 'fastify';
import { CLIENT_CONFIG_PLACEHOLDER, clientConfigTag } from './config.ts';
import { hashedAssets } from './hashed-assets.ts';

type SpaOptions = { webDist: string; client: ClientConfig };

/** The saved settings a prerendered page is chosen by (the `atrium.prefs` cookie the web app keeps). */
export type Prefs = {
  locale: 'en' | 'zh' | 'fr' | 'ja';
  theme: 'light' | 'dark';
  direction: 'ltr' | 'rtl';
  /** The saved nav, as the prerendered shell's file names say it: `top`, or `side-<collapsed 0|1>-<theme>`. */
  nav: string;
};

/** Reads the prefs cookie, keeping only well-formed values (anything else: the defaults). */
export function prefsFromCookie(header: string | undefined): Prefs {
  const raw = /(?:^|;\s*)atrium\.prefs=([^;]*)/.exec(header ?? '')?.[1] ?? '';
  const fields = new URLSearchParams(raw);
  const oneOf = <T extends string>(value: string | null, options: readonly T[], fallback: T): T =>
    options.includes(value as T) ? (value as T) : fallback;
  return {
    locale: oneOf(fields.get('l'), ['en', 'zh', 'fr', 'ja'] as const, 'en'),
    theme: oneOf(fields.get('t'), ['light', 'dark'] as const, 'light'),
    direction: oneOf(fields.get('d'), ['ltr', 'rtl'] as const, 'ltr'),
    nav:
      fields.get('n') === 'top'
        ? 'top'
        : `side-${oneOf(fields.get('c'), ['0', '1'] as const, '0')}-${oneOf(fields.get('s'), ['light', 'dark'] as const, 'light')}`,
  };
}

/** The pages prerendered at build time (web/build/prerender.ts); the shell's have one file per saved nav as well. */
const PRERENDERED_PAGES = [
  '/login',
  '/auth/login',
  '/auth/login-1',
  '/auth/login-2',
  '/auth/register-1',
  '/auth/register-2',
];
const PRERENDERED_SHELLS = ['/app/dashboards/default', '/app/dashboards/analytic', '/app/dashboards/sales'];

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

  await app.register(hashedAssets, { dir: path.join(webDist, 'assets') });
  // Everything else of the build (locales, docs, images, boot.js): revalidated, so served from the files as they are.
  await app.register(fastifyStatic, {
    root: webDist,
    index: false,
    wildcard: true,
    setHeaders(res) {
      res.header('cache-control', 'no-cache');
    },
  });

  const sendIndex = (reply: import('fastify').FastifyReply) =>
    reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(indexHtml());

  // The sign-in and sign-up pages, prerendered per language and direction at build time (web/build/prerender.ts):
  // the visitor's variant, with the theme on <html>, so it paints right before (or without) any JavaScript.
  const prerenderedDir = path.join(webDist, 'prerendered');
  const prerendered = new Map<string, { mtimeMs: number; html: string }>();
  const prerenderedHtml = (file: string, prefs: Prefs) => {
    const full = path.join(prerenderedDir, file);
    const mtimeMs = statSync(full, { throwIfNoEntry: false })?.mtimeMs;
    if (mtimeMs === undefined) return null;
    let entry = prerendered.get(file);
    if (entry?.mtimeMs !== mtimeMs) {
      const html = readFileSync(full, 'utf8').replace(CLIENT_CONFIG_PLACEHOLDER, clientConfigTag(client));
      entry = { mtimeMs, html };
      prerendered.set(file, entry);
    }
    return entry.html.replace(
      /( class="prerendered[^"]*")>/,
      `$1 data-theme="${prefs.theme}" style="color-scheme:${prefs.theme}">`,
    );
  };
  const prerenderedPaths = () =>
    new Set(
      existsSync(prerenderedDir)
        ? readdirSync(prerenderedDir).map((name) => `/${name.split('.')[0]?.replaceAll('_', '/')}`)
        : [],
    );
  let known = { mtimeMs: -1, paths: new Set<string>() };
  const servePrerendered =
    (pagePath: string, shell: boolean): import('fastify').RouteHandler =>
    (req, reply) => {
      // A rebuild while the server runs: the list of pages follows index.html's.
      const { mtimeMs } = statSync(indexFile);
      if (mtimeMs !== known.mtimeMs) known = { mtimeMs, paths: prerenderedPaths() };
      if (!known.paths.has(pagePath)) return sendIndex(reply);
      const prefs = prefsFromCookie(req.headers.cookie);
      const variant = shell ? `.${prefs.nav}` : '';
      const file = `${pagePath.slice(1).replaceAll('/', '_')}.${prefs.locale}.${prefs.direction}${variant}.html`;
      const html = prerenderedHtml(file, prefs);
      if (html === null) return sendIndex(reply);
      return reply
        .header('cache-control', 'no-cache')
        .header('vary', 'cookie')
        .type('text/html; charset=utf-8')
        .send(html);
    };
  for (const pagePath of PRERENDERED_PAGES) app.get(pagePath, servePrerendered(pagePath, false));
  // Sent to anyone: the page itself (public/boot.js) hides the shell from a visitor who is not signed in.
  for (const pagePath of PRERENDERED_SHELLS) app.get(pagePath, servePrerendered(pagePath, true));

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
