import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CLIENT_CONFIG_PLACEHOLDER, clientConfigTag, loadConfig } from '../server/src/config.ts';
import { scrollbarMeasureWithoutEmptyStyle } from './build/scrollbar-measure';

const emulatorHost =
  process.env.FIREBASE_AUTH_EMULATOR_HOST ?? `127.0.0.1:${process.env.AUTH_EMULATOR_PORT ?? 9099}`;

/** In `npm run dev` Vite serves index.html, so it embeds the same runtime config the server would. */
function devClientConfig(): Plugin {
  return {
    name: 'atrium-dev-client-config',
    apply: 'serve',
    transformIndexHtml(html) {
      const env = process.env.FIREBASE_API_KEY
        ? process.env
        : { ...process.env, FIREBASE_AUTH_EMULATOR_HOST: emulatorHost };
      return html.replace(CLIENT_CONFIG_PLACEHOLDER, clientConfigTag(loadConfig(env).client));
    },
  };
}

/**
 * Two antd modules import popup code they only use behind an option we do not set on the first page:
 * Form.Item's label imports Tooltip for its `tooltip` prop, and ConfigProvider imports the tooltip
 * UniqueProvider for `tooltip.unique`. Together ~30 KB gzip on every page with a form, the sign-in page
 * included. Those two imports are pointed at lazy wrappers that load the real module when it is rendered.
 */
const LAZY_ANTD_IMPORTS = [
  { importer: 'antd/es/form/FormItemLabel.js', source: '../tooltip', wrapper: './src/lib/lazy-tooltip.tsx' },
  {
    importer: 'antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    wrapper: './src/lib/lazy-unique-provider.tsx',
  },
];

function lazyAntdPopups(): Plugin {
  return {
    name: 'atrium-lazy-antd-popups',
    enforce: 'pre',
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      const hit = LAZY_ANTD_IMPORTS.find((l) => l.source === source && from?.endsWith(l.importer));
      return hit ? fileURLToPath(new URL(hit.wrapper, import.meta.url)) : null;
    },
  };
}

/**
 * A lazy route's chunks are preloaded by Vite's helper with one <link rel="modulepreload"> each, all appended in one
 * go when the route starts loading: about 50 for a dashboard, ~250 ms of main thread on a 4× throttled CPU inside
 * the router's start (each insertion starts a fetch synchronously). The JS links are appended six per task instead,
 * so they still go out at once but no task is long. CSS links stay immediate: the helper waits for them to load.
 */
const PRELOAD_HELPER = '\0vite/preload-helper.js';
const APPEND = 'document.head.appendChild(link);';
const APPEND_LATER = `
const pendingPreloads = [];
function appendLater(link) {
  if (pendingPreloads.push(link) === 1) setTimeout(appendSome, 0);
}
function appendSome() {
  for (const link of pendingPreloads.splice(0, 6)) document.head.appendChild(link);
  if (pendingPreloads.length) setTimeout(appendSome, 0);
}
`;

function batchedModulePreloads(): Plugin {
  return {
    name: 'atrium-batched-modulepreloads',
    apply: 'build',
    transform(code, id) {
      if (id !== PRELOAD_HELPER) return null;
      // Loud rather than silently unbatched if a Vite upgrade rewrites the helper.
      if (!code.includes(APPEND)) this.error('vite/preload-helper changed: update batchedModulePreloads');
      return (
        code.replace(APPEND, 'if (isCss) document.head.appendChild(link); else appendLater(link);') +
        APPEND_LATER
      );
    },
  };
}

/**
 * `virtual:antd-prebuilt.css`: antd's component styles, computed at build time so the browser
 * skips generating them (see build/antd-css.ts). Rendered in a child process with NODE_ENV=production, since antd's
 * class hashes differ in development; in `vite serve` the module is empty and antd generates everything as usual.
 */
const ANTD_CSS = 'virtual:antd-prebuilt.css';

function prebuiltAntdCss(): Plugin {
  let build = false;
  return {
    name: 'atrium-prebuilt-antd-css',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id === ANTD_CSS ? `\0${ANTD_CSS}` : null),
    load(id) {
      if (id !== `\0${ANTD_CSS}`) return null;
      if (!build) return '';
      const script = fileURLToPath(new URL('./build/antd-css.ts', import.meta.url));
      return execFileSync(process.execPath, ['--import', 'tsx', script], {
        cwd: fileURLToPath(new URL('.', import.meta.url)),
        env: { ...process.env, NODE_ENV: 'production' },
        encoding: 'utf8',
        maxBuffer: 64 * 1024 * 1024,
        stdio: ['ignore', 'pipe', 'ignore'],
      });
    },
  };
}

const emulatorProxy = { target: `http://${emulatorHost}`, changeOrigin: true };

export default defineConfig({
  plugins: [
    react(),
    devClientConfig(),
    lazyAntdPopups(),
    batchedModulePreloads(),
    scrollbarMeasureWithoutEmptyStyle(),
    prebuiltAntdCss(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    chunkSizeWarningLimit: 1200,
    // Every browser the build targets (es2022) preloads modules natively.
    modulePreload: { polyfill: false },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/identitytoolkit.googleapis.com': emulatorProxy,
      '/securetoken.googleapis.com': emulatorProxy,
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}` },
    },
  },
});
