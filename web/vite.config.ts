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

/** Runs a build/ script with tsx and NODE_ENV=production (antd's class hashes differ in development); its output. */
function runBuildScript(file: string): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`./build/${file}`, import.meta.url))],
    {
      cwd: fileURLToPath(new URL('.', import.meta.url)),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      stdio: ['ignore', 'pipe', 'ignore'],
    },
  );
}

/**
 * Modules computed from antd at build time, so the browser skips computing them; in `vite serve` each is its
 * `dev` value and antd computes everything as usual.
 * - `virtual:antd-prebuilt.css`: antd's component styles (build/antd-css.ts).
 * - `virtual:antd-map-tokens`: antd's map tokens of the app's two themes (build/antd-map-tokens.ts).
 */
const PRECOMPUTED: Record<string, { script: string; dev: string }> = {
  'virtual:antd-prebuilt.css': { script: 'antd-css.ts', dev: '' },
  'virtual:antd-map-tokens': { script: 'antd-map-tokens.ts', dev: 'export default {};' },
};

function precomputedFromAntd(): Plugin {
  let build = false;
  return {
    name: 'atrium-precomputed-from-antd',
    configResolved(config) {
      build = config.command === 'build';
    },
    resolveId: (id) => (id in PRECOMPUTED ? `\0${id}` : null),
    load(id) {
      const entry = id.startsWith('\0') ? PRECOMPUTED[id.slice(1)] : undefined;
      if (!entry) return null;
      return build ? runBuildScript(entry.script) : entry.dev;
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
    precomputedFromAntd(),
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
