import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { patchCheck } from './patch-check.ts';

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

export function lazyAntdPopups(): Plugin {
  const check = patchCheck(
    'atrium-lazy-antd-popups',
    LAZY_ANTD_IMPORTS.map((l) => l.importer),
  );
  return {
    name: 'atrium-lazy-antd-popups',
    enforce: 'pre',
    ...check.hooks,
    resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      const hit = LAZY_ANTD_IMPORTS.find((l) => l.source === source && from?.endsWith(l.importer));
      if (!hit) return null;
      check.applied(hit.importer);
      return fileURLToPath(new URL(`../${hit.wrapper}`, import.meta.url));
    },
  };
}
