import path from 'node:path';
import type { Plugin } from 'vite';
import { patchCheck } from './patch-check.ts';

const OWN_SOURCE = `${path.sep}web${path.sep}src${path.sep}`;
export const CATALOGUE = `${path.sep}src${path.sep}features${path.sep}catalogue${path.sep}`;
const IMPORT = /import\s*\{([^}]*)\}\s*from\s*'@ant-design\/icons';/g;

/** `import { A, B as C } from '@ant-design/icons'` as one default import per icon, from `moduleOf(icon)`. */
export function rewriteIconImports(code: string, moduleOf: (icon: string) => string) {
  return code.replace(IMPORT, (_, names: string) =>
    names
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean)
      .map((name) => {
        const [icon = name, local = icon] = name.split(/\s+as\s+/);
        return `import ${local} from '${moduleOf(icon)}';`;
      })
      .join('\n'),
  );
}

/** The package's own module of each icon. */
export const deepIconImports = (code: string) =>
  rewriteIconImports(code, (icon) => `@ant-design/icons/es/icons/${icon}`);

/**
 * The app's own imports of antd's icons go to each icon's module rather than the package's index, which imports
 * all 800 of them. The output is the same (the index is tree-shaken), but the module graph build/shell-chunks.ts
 * reads is not: one signed-out page importing the index put every icon among the signed-out pages' modules, so none
 * of the shell's icons went into the shell's chunk and each was a file of its own on every signed-in screen. (The
 * catalogue's imports are rewritten to its own copies by build/catalogue-own-icons.ts.)
 */
export function iconDeepImports(): Plugin {
  const check = patchCheck('atrium-icon-deep-imports', ['icon import']);
  return {
    name: 'atrium-icon-deep-imports',
    // The build's chunking is what reads the graph; the dev server keeps the package index it pre-bundles.
    apply: 'build',
    enforce: 'pre',
    ...check.hooks,
    transform(code, id) {
      if (!id.includes(OWN_SOURCE) || id.includes(CATALOGUE) || id.includes('?')) return null;
      if (!code.includes("from '@ant-design/icons'")) return null;
      check.applied('icon import');
      return deepIconImports(code);
    },
  };
}
