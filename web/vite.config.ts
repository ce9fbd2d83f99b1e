import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { CLIENT_CONFIG_PLACEHOLDER, clientConfigTag, loadConfig } from '../server/src/config.ts';
import { antdImportRedirects } from './build/antd-import-redirects.ts';
import { batchedModulePreloads } from './build/batched-modulepreloads.ts';
import { catalogueOwnIcons } from './build/catalogue-own-icons.ts';
import { iconDeepImports } from './build/icon-deep-imports.ts';
import { iconExtendsAsObjectAssign } from './build/icon-extends.ts';
import { minifiedBootScript } from './build/minified-boot-script.ts';
import { precompressedAssets } from './build/precompressed-assets.ts';
import { precomputedFromAntd } from './build/precomputed.ts';
import { prerenderedPages } from './build/prerender.ts';
import { cheapScrollbarMeasure } from './build/scrollbar-measure.ts';
import { shellChunks } from './build/shell-chunks.ts';

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

const RARELY_OPENED = /(^|\/)(catalogue-index|pricing|faq)-[\w-]+\.js$/;

const emulatorProxy = { target: `http://${emulatorHost}`, changeOrigin: true };

export default defineConfig({
  plugins: [
    react(),
    devClientConfig(),
    antdImportRedirects(),
    catalogueOwnIcons(),
    iconDeepImports(),
    iconExtendsAsObjectAssign(),
    batchedModulePreloads(),
    cheapScrollbarMeasure(),
    precomputedFromAntd(),
    shellChunks(),
    prerenderedPages(),
    minifiedBootScript(),
    precompressedAssets(),
  ],
  build: {
    target: 'es2022',
    sourcemap: false,
    // Read by build/prerender.ts: the stylesheets and chunks each prerendered page links.
    manifest: true,
    chunkSizeWarningLimit: 1200,
    // Every browser the build targets (es2022) preloads modules natively.
    modulePreload: {
      polyfill: false,
      // Every lazy screen's preload list lives in the entry chunk the sign-in page downloads. The catalogue's index,
      // Pricing and FAQ, opened now and then, load their imports when opened instead (a step later): 0.25 KB gzip
      // off the sign-in page and the dashboard (web/e2e/budget.spec.ts).
      resolveDependencies: (file, deps) => (RARELY_OPENED.test(file) ? [] : deps),
    },
  },
  server: {
    port: Number(process.env.VITE_PORT ?? 5173),
    proxy: {
      '/identitytoolkit.googleapis.com': emulatorProxy,
      '/securetoken.googleapis.com': emulatorProxy,
      // ws: the realtime channel (/api/realtime) is a WebSocket upgrade.
      '/api': { target: `http://127.0.0.1:${process.env.PORT ?? 8080}`, ws: true },
    },
  },
});
