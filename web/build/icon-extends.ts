import type { Plugin } from 'vite';
import { patchCheck } from './patch-check.ts';

/** The helper each module of @ant-design/icons defines for itself on its first line (Babel's `_extends`). */
const HELPER =
  /^function _extends\(\) \{ _extends = Object\.assign \? Object\.assign\.bind\(\) : function .*\}$/m;
/** An icon module, installed or the catalogue's copy of one (build/catalogue-own-icons.ts). */
const ICON_MODULE = /@ant-design\/icons\/es\/(icons|components)\/|^\0virtual:catalogue-icon\//;

/**
 * Each icon module of @ant-design/icons carries its own copy of Babel's `_extends` (`Object.assign` with a fallback
 * for browsers older than any this build targets): about 0.1 KB gzip in every one-icon chunk and 0.3 KB raw in every
 * chunk that holds icons. Here it is `Object.assign` itself, which is what the helper calls in every browser the
 * build targets (es2022). Measured with web/e2e/budget.spec.ts: see the commit.
 */
export function withoutIconExtends(code: string): string | null {
  return HELPER.test(code) ? code.replace(HELPER, 'const _extends = Object.assign;') : null;
}

export function iconExtendsAsObjectAssign(): Plugin {
  const check = patchCheck('atrium-icon-extends', ['icon module']);
  return {
    name: 'atrium-icon-extends',
    ...check.hooks,
    transform(code, id) {
      if (!ICON_MODULE.test(id)) return null;
      const patched = withoutIconExtends(code);
      if (patched === null) return null;
      check.applied('icon module');
      return { code: patched, map: null };
    },
  };
}
