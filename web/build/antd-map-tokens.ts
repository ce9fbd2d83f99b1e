/**
 * antd's map tokens for the app's two themes, derived here at build time so the browser does not derive them on
 * every start (src/app/antd-map-tokens.ts says how they are used). The key is the seed exactly as antd hands it to
 * the algorithm: its default seed overridden by the app's tokens, in that order.
 */
import { pathToFileURL } from 'node:url';
import { theme } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import type { PrecomputedMapTokens } from '../src/app/antd-map-tokens';
import { antdThemeFor } from '../src/app/antd-theme';

export function precomputedMapTokens(): PrecomputedMapTokens {
  const out: PrecomputedMapTokens = {};
  for (const mode of ['light', 'dark'] as const) {
    const config = antdThemeFor(mode);
    const seed = { ...theme.defaultSeed, ...config.token } as SeedToken;
    const derive = config.algorithm as (seed: SeedToken) => MapToken;
    out[mode] = { seed: JSON.stringify(seed), map: derive(seed) };
  }
  return out;
}

// `node --import tsx web/build/antd-map-tokens.ts` (run by vite.config.ts) prints them as a module.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href)
  process.stdout.write(`export default ${JSON.stringify(precomputedMapTokens())};\n`);
