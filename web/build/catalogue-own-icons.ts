import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { Plugin } from 'vite';
import { CATALOGUE, rewriteIconImports } from './icon-deep-imports.ts';
import { patchCheck } from './patch-check.ts';

const require = createRequire(import.meta.url);
const PREFIX = 'virtual:catalogue-icon/';
const SVG_PREFIX = 'virtual:catalogue-icon-svg/';

/**
 * The catalogue's demos use about a hundred icons, the app's shell about twenty, many the same. Shared, each of
 * those icons becomes a chunk of its own (the shell and sixty catalogue pages import it), and the sign-in page
 * and the dashboard paid for twenty small files instead of one (measured: 9 KB gzip on the dashboard, with
 * web/e2e/budget.spec.ts). So the catalogue gets its own copies of the icon modules (the same source, under a
 * virtual id, the icon base component still shared): the shell's icons stay inside the shell's chunks, and each
 * catalogue page carries the few icons it shows (about 0.3 KB each). The demos' source, shown and copied as
 * `?raw`, is untouched.
 */
export function catalogueOwnIcons(): Plugin {
  const check = patchCheck('atrium-catalogue-own-icons', ['icon import', 'icon module']);
  const packageDir = (name: string) => path.dirname(require.resolve(`${name}/package.json`));
  const iconsDir = path.join(packageDir('@ant-design/icons'), 'es');
  const svgDir = path.join(packageDir('@ant-design/icons-svg'), 'es', 'asn');
  return {
    name: 'atrium-catalogue-own-icons',
    enforce: 'pre',
    ...check.hooks,
    transform(code, id) {
      if (!id.includes(CATALOGUE) || id.includes('?') || !code.includes("from '@ant-design/icons'"))
        return null;
      check.applied('icon import');
      return rewriteIconImports(code, (icon) => `${PREFIX}${icon}`);
    },
    resolveId(source) {
      if (source.startsWith(PREFIX) || source.startsWith(SVG_PREFIX)) return `\0${source}`;
      return null;
    },
    load(id) {
      if (id.startsWith(`\0${SVG_PREFIX}`))
        return readFileSync(path.join(svgDir, `${id.slice(SVG_PREFIX.length + 1)}.js`), 'utf8');
      if (!id.startsWith(`\0${PREFIX}`)) return null;
      const name = id.slice(PREFIX.length + 1);
      const icon = path.join(iconsDir, 'icons', `${name}.js`);
      const source = readFileSync(icon, 'utf8');
      const svg = `"@ant-design/icons-svg/es/asn/${name}"`;
      // Loud rather than silently shared again if the icons package changes how an icon module is written.
      if (!source.includes(svg) || !source.includes('"../components/'))
        this.error(`@ant-design/icons/es/icons/${name}.js changed: update catalogueOwnIcons (web/build/)`);
      check.applied('icon module');
      return source
        .replace(svg, `"${SVG_PREFIX}${name}"`)
        .replaceAll('"../components/', `"${path.join(iconsDir, 'components').replaceAll('\\', '/')}/`);
    },
  };
}
