import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CLIENT_CONFIG_PLACEHOLDER, clientConfigTag, loadConfig } from '../server/src/config.ts';

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

const emulatorProxy = { target: `http://${emulatorHost}`, changeOrigin: true };

export default defineConfig({
  plugins: [react(), devClientConfig(), lazyAntdPopups()],
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
