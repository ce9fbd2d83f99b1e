import { execFileSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** Runs a build/ script with tsx and NODE_ENV=production (antd's class hashes differ in development); its output. */
function runBuildScript(file: string, args: string[] = []): string {
  return execFileSync(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL(`./${file}`, import.meta.url)), ...args],
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
 * - `virtual:antd-prebuilt.css`: antd's component styles for the first screens (build/antd-css.ts).
 * - `virtual:antd-catalogue-css`: those of the rest of the components the catalogue shows, as a string (a module
 *   whose default export is the CSS): the page puts it where antd's own styles go, before the app's stylesheet.
 */
const PRECOMPUTED: Record<string, { script: string; args?: string[]; dev: string; asString?: boolean }> = {
  'virtual:antd-prebuilt.css': { script: 'antd-css.ts', dev: '' },
  'virtual:antd-catalogue-css': { script: 'antd-css.ts', args: ['--catalogue'], dev: '', asString: true },
};

/** `empty`: every module is its `dev` value even in a build (the prerender's server bundle, whose CSS is dropped). */
export function precomputedFromAntd({ empty = false }: { empty?: boolean } = {}): Plugin {
  let build = false;
  return {
    name: 'atrium-precomputed-from-antd',
    configResolved(config) {
      build = config.command === 'build' && !empty;
    },
    resolveId: (id) => (id in PRECOMPUTED ? `\0${id}` : null),
    load(id) {
      const entry = id.startsWith('\0') ? PRECOMPUTED[id.slice(1)] : undefined;
      if (!entry) return null;
      const text = build ? runBuildScript(entry.script, entry.args) : entry.dev;
      return entry.asString ? `export default ${JSON.stringify(text)};` : text;
    },
  };
}
