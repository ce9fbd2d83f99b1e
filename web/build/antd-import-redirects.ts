import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';
import { patchCheck } from './patch-check.ts';

/** `target`: a file of ours (./src/…) or a module of a package, resolved from the importer. */
type Redirect = { importer: string; source: string; target: string };

const LAZY_TOOLTIP = './src/lib/lazy-tooltip.tsx';
const IS_BRIGHT = './src/lib/antd-is-bright.ts';

/**
 * antd imports that bring code a page does not run, pointed elsewhere at build time (measured with
 * web/e2e/budget.spec.ts):
 * - Popups behind options we do not set on a first page: Form.Item's label imports Tooltip for its `tooltip`
 *   prop, ConfigProvider imports the tooltip UniqueProvider for `tooltip.unique`. Lazy wrappers load the real
 *   module when it renders: ~30 KB gzip off every page with a form.
 * - Button's and Tag's style tokens import one colour function from the colour picker's presets module, which
 *   brings Collapse along; antd's colour class imports @rc-component/color-picker's index, which (no
 *   `sideEffects` field) brings the whole picker. A copy of the function (src/lib/antd-is-bright.ts) and the
 *   class's own module instead: 6.5 KB gzip off the sign-in page, 2.8 KB off the dashboard.
 */
const REDIRECTS: Redirect[] = [
  { importer: 'antd/es/form/FormItemLabel.js', source: '../tooltip', target: LAZY_TOOLTIP },
  {
    importer: 'antd/es/config-provider/index.js',
    source: '../tooltip/UniqueProvider',
    target: './src/lib/lazy-unique-provider.tsx',
  },
  {
    importer: 'antd/es/button/style/token.js',
    source: '../../color-picker/components/ColorPresets',
    target: IS_BRIGHT,
  },
  {
    importer: 'antd/es/tag/style/index.js',
    source: '../../color-picker/components/ColorPresets',
    target: IS_BRIGHT,
  },
  {
    importer: 'antd/es/color-picker/color.js',
    source: '@rc-component/color-picker',
    target: '@rc-component/color-picker/es/color.js',
  },
];

export function antdImportRedirects(): Plugin {
  const check = patchCheck(
    'atrium-antd-import-redirects',
    REDIRECTS.map((r) => r.importer),
  );
  return {
    name: 'atrium-antd-import-redirects',
    enforce: 'pre',
    ...check.hooks,
    async resolveId(source, importer) {
      const from = importer?.replaceAll('\\', '/');
      const hit = REDIRECTS.find((r) => r.source === source && from?.endsWith(r.importer));
      if (!hit) return null;
      check.applied(hit.importer);
      if (!hit.target.startsWith('./')) return this.resolve(hit.target, importer, { skipSelf: true });
      return fileURLToPath(new URL(`../${hit.target}`, import.meta.url));
    },
  };
}
