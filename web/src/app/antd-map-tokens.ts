import type { ThemeConfig } from 'antd';
import type { MapToken, SeedToken } from 'antd/es/theme/interface';
import type { ThemeMode } from '../config/app-config';

/**
 * antd's map tokens for the app's light and dark themes, derived at build time (build/antd-map-tokens.ts, served as
 * `virtual:antd-map-tokens`), keyed by the seed they were derived from.
 */
export type PrecomputedMapTokens = Partial<Record<ThemeMode, { seed: string; map: MapToken }>>;

type Algorithm = (seed: SeedToken, map?: MapToken) => MapToken;
type Entry = NonNullable<PrecomputedMapTokens[ThemeMode]>;

const fastAlgorithms = new WeakMap<Entry, Algorithm>();

/**
 * `config` with an algorithm that answers antd's derivation of the app's own seed from `known` instead of computing
 * it: the colour palettes of every preset colour, ≈40 ms of the first render on a 4× throttled CPU (bench:web). Any
 * other seed (an antd upgrade that changes the seed, a token edited without a rebuild) is derived as before, so the
 * table only ever decides speed, never the look. One function per table entry: antd caches its theme by the algorithm.
 */
export function withPrecomputedMapTokens(
  config: ThemeConfig,
  mode: ThemeMode,
  known: PrecomputedMapTokens,
): ThemeConfig {
  const entry = known[mode];
  const derive = config.algorithm as Algorithm | undefined;
  if (!entry || typeof derive !== 'function') return config;
  let fast = fastAlgorithms.get(entry);
  if (!fast) {
    fast = (seed, map) => (JSON.stringify(seed) === entry.seed ? { ...entry.map } : derive(seed, map));
    fastAlgorithms.set(entry, fast);
  }
  return { ...config, algorithm: fast };
}
