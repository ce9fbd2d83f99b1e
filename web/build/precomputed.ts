import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
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
 * `dev` value and antd computes everything as usual. antd's component styles (build/antd-css.ts) come in three sets:
 * - `virtual:antd-prebuilt.css`: the sign-in pages' components, in the stylesheet every page links.
 * - `virtual:antd-shell-css-url`: the URL of a stylesheet (`assets/antd-shell-<hash>.css`) with those of the signed-in
 *   shell's first screens; the shell puts it before the app's stylesheets (src/lib/antd-shell-styles.ts) and the
 *   prerendered signed-in pages link it there (build/prerender.ts).
 * - `virtual:antd-catalogue-css`: those of the rest of the components the catalogue shows, as a string (a module
 *   whose default export is the CSS): the page puts it where antd's own styles go, before the app's stylesheet.
 */
type Precomputed = { script: string; args: string[]; dev: string; as: 'css' | 'string' | 'asset-url' };
const PRECOMPUTED: Record<string, Precomputed> = {
  'virtual:antd-prebuilt.css': { script: 'antd-css.ts', args: ['sign-in'], dev: '', as: 'css' },
  'virtual:antd-shell-css-url': { script: 'antd-css.ts', args: ['shell'], dev: '', as: 'asset-url' },
  'virtual:antd-catalogue-css': { script: 'antd-css.ts', args: ['catalogue'], dev: '', as: 'string' },
};

/** Where the shell's antd stylesheet is written in a build: `assets/antd-shell-<hash>.css`. */
export const ANTD_SHELL_CSS = /^assets\/antd-shell-[\w-]+\.css$/;

/** `empty`: every module is its `dev` value even in a build (the prerender's server bundle, whose CSS is dropped). */
export function precomputedFromAntd({ empty = false }: { empty?: boolean } = {}): Plugin {
  let build = false;
  let base = '/';
  return {
    name: 'atrium-precomputed-from-antd',
    configResolved(config) {
      build = config.command === 'build' && !empty;
      base = config.base;
    },
    resolveId: (id) => (id in PRECOMPUTED ? `\0${id}` : null),
    load(id) {
      const entry = id.startsWith('\0') ? PRECOMPUTED[id.slice(1)] : undefined;
      if (!entry) return null;
      const text = build ? runBuildScript(entry.script, entry.args) : entry.dev;
      if (entry.as === 'css') return text;
      if (entry.as === 'string') return `export default ${JSON.stringify(text)};`;
      if (!text) return `export default '';`;
      const hash = createHash('sha256').update(text).digest('base64url').slice(0, 8);
      const fileName = `assets/antd-${entry.args[0]}-${hash}.css`;
      this.emitFile({ type: 'asset', fileName, source: text });
      return `export default ${JSON.stringify(base + fileName)};`;
    },
  };
}
