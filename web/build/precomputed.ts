import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Runs a build/ script with tsx and NODE_ENV=production (antd's class hashes differ in development); its output. */
function runBuildScript(file: string): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`./${file}`, import.meta.url))],
    {
      cwd: fileURLToPath(new URL('..', import.meta.url)),
      env: { ...process.env, NODE_ENV: 'production' },
      encoding: 'utf8',
      maxBuffer: 64 * 1024 * 1024,
      // Its warnings and errors reach the person building.
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

/**
 * Modules computed from antd at build time, so the browser skips computing them; in `vite serve` each is its
 * `dev` value and antd computes everything as usual.
 * - `virtual:antd-prebuilt.css`: antd's component styles (build/antd-css.ts).
 */
const PRECOMPUTED: Record<string, { script: string; dev: string }> = {
  'virtual:antd-prebuilt.css': { script: 'antd-css.ts', dev: '' },
};

export function precomputedFromAntd(): Plugin {
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
