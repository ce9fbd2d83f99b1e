import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { Manifest, Plugin } from 'vite';
import type { NavVariant, PrerenderedDashboard, RenderOptions } from '../src/prerender/render';
import { ANTD_SHELL_CSS, precomputedFromAntd } from './precomputed.ts';

/**
 * The sign-in and sign-up pages as HTML, one file per page, language and direction (dist/prerendered/), so that they
 * paint before the app's JavaScript has run: the server sends the variant of the visitor's saved language, theme and
 * direction (server/src/spa.ts reads them from the `atrium.prefs` cookie the app keeps), and the app takes over once
 * its own render of the page is ready (src/features/auth/components/prerendered.ts), keeping what was typed.
 * The dashboards likewise, as the signed-in shell around their widgets' placeholders, one file per saved nav too
 * (side or top, collapsed, side nav theme); the app's shell takes over once its page has rendered
 * (src/lib/prerendered.ts), and the widgets fill in from there.
 *
 * The pages are rendered in Node from the app's own components (an SSR build of src/prerender/render.tsx), so the
 * markup is what the browser renders itself; the styles are the app's built stylesheets plus the CSS variables antd
 * writes at runtime, light and dark.
 */

export const PRERENDERED_PATHS = {
  '/login': 'login1',
  '/auth/login': 'login1',
  '/auth/login-1': 'login1',
  '/auth/login-2': 'login2',
  '/auth/register-1': 'register1',
  '/auth/register-2': 'register2',
} as const satisfies Record<string, RenderOptions['screen']>;

/** The dashboards, prerendered as the shell around their placeholders (the app's home is the first). */
export const PRERENDERED_SHELL_PATHS = {
  '/app/dashboards/default': 'default',
  '/app/dashboards/analytic': 'analytic',
  '/app/dashboards/sales': 'sales',
} as const satisfies Record<string, PrerenderedDashboard>;

/** Every nav a member can save; the file name's last part (the server builds the same from the cookie). */
const NAV_VARIANTS: Record<string, NavVariant> = {
  'side-0-light': { navType: 'side', navCollapsed: false, sideNavTheme: 'light' },
  'side-1-light': { navType: 'side', navCollapsed: true, sideNavTheme: 'light' },
  'side-0-dark': { navType: 'side', navCollapsed: false, sideNavTheme: 'dark' },
  'side-1-dark': { navType: 'side', navCollapsed: true, sideNavTheme: 'dark' },
  top: { navType: 'top', navCollapsed: false, sideNavTheme: 'light' },
};

/** The modules a dashboard's page needs: the signed-in layout and the dashboard. */
const dashboardModules = (dashboard: PrerenderedDashboard) => [
  'src/layouts/app-layout/app-layout.tsx',
  `src/features/dashboards/pages/${dashboard}-dashboard.tsx`,
];

/** Modules whose styles and code a prerendered page needs, besides the entry's (the layout and the screens). */
const SCREEN_MODULES: Record<RenderOptions['screen'], string[]> = {
  login1: ['src/layouts/auth-layout.tsx', 'src/features/auth/pages/login-one.tsx'],
  login2: ['src/layouts/auth-layout.tsx', 'src/features/auth/pages/login-two.tsx'],
  register1: ['src/layouts/auth-layout.tsx', 'src/features/auth/pages/register-one.tsx'],
  register2: ['src/layouts/auth-layout.tsx', 'src/features/auth/pages/register-two.tsx'],
};

const LOCALES = ['en', 'zh', 'fr', 'ja'] as const;
/** The translations the shell and the dashboards read while they render. */
const SHELL_NAMESPACES = ['common', 'shell', 'people', 'dashboards'];
const DIRECTIONS = ['ltr', 'rtl'] as const;
const ANTD_LOCALES = { en: 'en_US', zh: 'zh_CN', fr: 'fr_FR', ja: 'ja_JP' } as const;

/** The file a variant is written to, under dist/prerendered/ (the server builds the same name). */
export const prerenderedFile = (pagePath: string, locale: string, direction: string, nav?: string) =>
  `${pagePath.slice(1).replaceAll('/', '_')}.${locale}.${direction}${nav ? `.${nav}` : ''}.html`;

/**
 * Until the app takes over, its own root is laid out over the page, transparent and inert (no pointer, no focus); a
 * visitor the prerendered page does not fit (see public/boot.js) sees only the app.
 * Transparent rather than `visibility: hidden`: Chromium kept that inherited value on some of the app's inputs and
 * buttons for several frames after it was lifted (they flashed away when the page was replaced).
 */
/** The id of an empty element right after the prerendered page: first paint waits for it to be parsed. */
const PAGE_END = 'prerendered-end';

const TAKEOVER_CSS =
  'html.prerendered:not(.no-prerender) #root{opacity:0;position:absolute;inset:0 0 auto 0}' +
  'html.no-prerender #prerendered{display:none}' +
  // The shell's buttons work once the app has taken over (its links work at once).
  'html.prerendered-shell #prerendered button{cursor:progress}';

/**
 * The shell's copy carries no test ids: until the app takes over, its buttons do nothing, and a test (or a script)
 * that finds one by its id must find the app's own, once it is there.
 */
const withoutTestIds = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');

/** antd's markers of styles already present: left out, so that antd writes its own when the page is replaced. */
const withoutCacheMarkers = (css: string) => css.replace(/\.data-ant-cssinjs-cache-path\{[^}]*\}/g, '');

/** The dark theme's variables apply only while the page is dark (the same selectors, scoped). */
const scopedToDark = (css: string) =>
  withoutCacheMarkers(css).replace(/(^|\})([^{}]+)\{/g, (_m, close: string, selectors: string) => {
    const scoped = selectors
      .split(',')
      .map((s) => `:root[data-theme="dark"] ${s.trim()}`)
      .join(',');
    return `${close}${scoped}{`;
  });

/** The CSS files and JS chunks a module needs, following its static imports in the build manifest. */
function closure(manifest: Manifest, entries: string[]) {
  const css = new Set<string>();
  const js = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const entry of entries) visit(entry);
  return { css, js };
}

async function renderAll(webRoot: string, distDir: string) {
  const { build } = await import('vite');
  const outDir = path.join(webRoot, 'node_modules/.cache/atrium-prerender');
  await build({
    configFile: false,
    root: webRoot,
    logLevel: 'error',
    publicDir: false,
    // antd's class-name hashes differ between development and production.
    define: { 'process.env.NODE_ENV': '"production"' },
    ssr: { noExternal: true, target: 'node' },
    plugins: [precomputedFromAntd({ empty: true })],
    build: { ssr: 'src/prerender/render.tsx', outDir, emptyOutDir: true, minify: false },
  });
  const { renderScreen, renderShell } = (await import(
    `${pathToFileURL(path.join(outDir, 'render.js')).href}?t=${Date.now()}`
  )) as typeof import('../src/prerender/render');

  const require = createRequire(import.meta.url);
  const messages = (locale: string, namespaces: string[]) =>
    Object.fromEntries(
      namespaces.map((ns) => [
        ns,
        JSON.parse(readFileSync(path.join(webRoot, `public/locales/${locale}/${ns}.json`), 'utf8')) as object,
      ]),
    );
  const manifest = JSON.parse(readFileSync(path.join(distDir, '.vite/manifest.json'), 'utf8')) as Manifest;
  const template = readFileSync(path.join(distDir, 'index.html'), 'utf8');
  // antd's styles for the signed-in screens (build/precomputed.ts): a shell page links them before the app's
  // stylesheets, where the app would put them (src/lib/antd-shell-styles.ts).
  const shellAntdCss = readdirSync(path.join(distDir, 'assets'))
    .map((f) => `assets/${f}`)
    .filter((f) => ANTD_SHELL_CSS.test(f));
  if (shellAntdCss.length !== 1)
    throw new Error(`prerender: expected one antd shell stylesheet in assets/, found ${shellAntdCss.length}`);
  const firstStylesheet = '<link rel="stylesheet"';
  if (!template.includes(firstStylesheet)) throw new Error('prerender: index.html links no stylesheet');
  const target = path.join(distDir, 'prerendered');
  rmSync(target, { recursive: true, force: true });
  mkdirSync(target, { recursive: true });

  let written = 0;
  /** index.html with the page's markup, its styles (light, and dark when the page is dark) and its modules. */
  const write = (
    file: string,
    page: { html: string; light: string; dark: string; modules: string[]; classes: string },
    locale: string,
    direction: string,
  ) => {
    const { css, js } = closure(manifest, page.modules);
    const linked = (f: string) => template.includes(`/${f}"`);
    const head = [
      ...[...css].filter((f) => !linked(f)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...[...js].filter((f) => !linked(f)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      `<style id="prerendered-style">${TAKEOVER_CSS}${withoutCacheMarkers(page.light)}${scopedToDark(page.dark)}</style>`,
      // No paint until the whole page is parsed: a busy browser painted the sign-in card half parsed (218 px of its
      // 596) and then grew it, a layout shift of 0.03-0.05 (Chromium 124+; elsewhere the hint is ignored).
      `<link rel="expect" href="#${PAGE_END}" blocking="render">`,
    ].join('\n    ');
    const shellPage = page.classes.includes('prerendered-shell');
    const html = template
      .replace(
        firstStylesheet,
        shellPage
          ? `<link rel="stylesheet" id="antd-shell-css" crossorigin href="/${shellAntdCss[0]}">\n    ${firstStylesheet}`
          : firstStylesheet,
      )
      .replace('<html lang="en">', `<html lang="${locale}" dir="${direction}" class="${page.classes}">`)
      .replace('</head>', `    ${head}\n  </head>`)
      .replace('<body>', `<body class="${direction}">`)
      .replace(
        '<div id="root"></div>',
        `<div id="root" inert></div><div id="prerendered">${page.html}</div><span id="${PAGE_END}" hidden></span>`,
      );
    if (
      !html.includes('id="prerendered"') ||
      !html.includes(`class="${page.classes}"`) ||
      !html.includes(`<body class="${direction}">`)
    )
      throw new Error('prerender: index.html no longer has the expected <html lang="en">, <body> and #root');
    writeFileSync(path.join(target, file), html);
    written++;
  };

  const darkShells = new Map<string, { css: string }>();
  const en = messages('en', ['common']);
  const enShell = messages('en', SHELL_NAMESPACES);
  for (const locale of LOCALES) {
    const antdLocale = require(`antd/lib/locale/${ANTD_LOCALES[locale]}`).default;
    const local = messages(locale, ['common']);
    const localShell = messages(locale, SHELL_NAMESPACES);
    for (const direction of DIRECTIONS) {
      for (const [pagePath, screen] of Object.entries(PRERENDERED_PATHS)) {
        const options = { screen, path: pagePath, locale, direction, messages: { en, local }, antdLocale };
        const light = renderScreen({ ...options, theme: 'light' });
        const dark = renderScreen({ ...options, theme: 'dark' });
        const page = { ...light, light: light.css, dark: dark.css, modules: SCREEN_MODULES[screen] };
        write(
          prerenderedFile(pagePath, locale, direction),
          { ...page, classes: 'prerendered' },
          locale,
          direction,
        );
      }
      for (const [pagePath, dashboard] of Object.entries(PRERENDERED_SHELL_PATHS)) {
        const options = {
          dashboard,
          path: pagePath,
          locale,
          direction,
          messages: { en: enShell, local: localShell },
          antdLocale,
        };
        for (const [name, nav] of Object.entries(NAV_VARIANTS)) {
          const light = renderShell({ ...options, nav, theme: 'light' });
          // The dark theme's variables do not depend on the language or the direction: taken once per page and nav.
          const darkKey = `${dashboard}.${name}`;
          const dark = darkShells.get(darkKey) ?? renderShell({ ...options, nav, theme: 'dark' });
          darkShells.set(darkKey, dark);
          const page = { ...light, light: light.css, dark: dark.css, modules: dashboardModules(dashboard) };
          write(
            prerenderedFile(pagePath, locale, direction, name),
            { ...page, html: withoutTestIds(page.html), classes: 'prerendered prerendered-shell' },
            locale,
            direction,
          );
        }
      }
    }
  }
  return written;
}

export function prerenderedPages(): Plugin {
  let distDir = '';
  let isSsr = false;
  return {
    name: 'atrium-prerendered-pages',
    apply: 'build',
    configResolved(config) {
      distDir = path.resolve(config.root, config.build.outDir);
      isSsr = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsr) return;
      const webRoot = fileURLToPath(new URL('..', import.meta.url));
      const started = Date.now();
      const written = await renderAll(webRoot, distDir);
      this.info?.(`${written} prerendered pages in ${Date.now() - started} ms`);
    },
  };
}
