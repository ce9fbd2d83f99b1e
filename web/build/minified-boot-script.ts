import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { transform } from 'esbuild';
import type { Plugin } from 'vite';

/**
 * public/boot.js is copied as written, comments and all (they say why each line is there); every page loads it
 * before its first paint, and its bytes count in the pages' JavaScript budgets, so the built copy is minified.
 */
export function minifiedBootScript(): Plugin {
  let file = '';
  return {
    name: 'atrium:minified-boot-script',
    apply: 'build',
    configResolved(config) {
      file = path.resolve(config.root, config.build.outDir, 'boot.js');
    },
    async writeBundle() {
      const { code } = await transform(readFileSync(file, 'utf8'), {
        loader: 'js',
        minify: true,
        target: 'es2022',
      });
      writeFileSync(file, code);
    },
  };
}
