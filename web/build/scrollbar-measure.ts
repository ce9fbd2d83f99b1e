import type { Plugin } from 'vite';
import { patchCheck } from './patch-check.ts';

/**
 * rc-table measures the scrollbar beside every antd Table as it mounts (rc-util's getTargetScrollBarSize): it adds
 * a <div> to the page and reads its size, inside the table's layout effect. Two patches make that cheap:
 *
 * 1. rc-util copies the table's `::-webkit-scrollbar` width and height into a <style> it adds and removes around the
 *    measurement. Adding or removing any stylesheet makes the browser restyle the whole page; with neither size set
 *    (this app sets none) the rule it adds is empty, yet that restyle, forced inside the table's mount, was ~180 ms of
 *    a 4× throttled CPU on every switch to a list screen. The <style> is now added only when it has something to say.
 * 2. rc-table only uses the size for a fixed header or a sticky one (the header's scrollbar gutter; FixedHolder,
 *    ExpandedRow), yet measured it for every table. Reading the div's size forces the whole new page's style and
 *    layout inside React's commit, and again after the div is removed. It now measures when the header is fixed or
 *    sticky, and again when that changes.
 */
export const SCROLLBAR_SIZE = '@rc-component/util/es/getScrollBarSize.js';
export const TABLE = '@rc-component/table/es/Table.js';

type Patch = { find: string; replace: string };

const PATCHES: Record<string, Patch[]> = {
  [SCROLLBAR_SIZE]: [
    {
      find: '    try {\n      const widthStyle',
      replace: '    if (width || height) try {\n      const widthStyle',
    },
  ],
  [TABLE]: [
    {
      find: '    if (!tailor || !useInternalHooks) {\n      if (scrollBodyRef.current instanceof Element) {',
      replace:
        '    if (measuresScrollbar && (!tailor || !useInternalHooks)) {\n      if (scrollBodyRef.current instanceof Element) {',
    },
    {
      find: '      }\n    }\n  }, []);\n\n  // ================== INTERNAL HOOKS',
      replace: '      }\n    }\n  }, [measuresScrollbar]);\n\n  // ================== INTERNAL HOOKS',
    },
    {
      find: '  const [scrollbarSize, setScrollbarSize] = React.useState(0);\n',
      replace:
        '  const [scrollbarSize, setScrollbarSize] = React.useState(0);\n  const measuresScrollbar = !!(fixHeader || isSticky);\n',
    },
  ],
};

/** `module` (one of the patched paths) with its patches, or null when the code is not the one they were written for. */
export function patched(module: string, code: string): string | null {
  const patches = PATCHES[module];
  if (!patches) throw new Error(`No scrollbar patch for ${module}`);
  let result = code;
  for (const { find, replace } of patches) {
    if (result.split(find).length !== 2) return null;
    result = result.replace(find, replace);
  }
  return result;
}

export function cheapScrollbarMeasure(): Plugin {
  const modules = Object.keys(PATCHES);
  const check = patchCheck('atrium-scrollbar-measure', modules);
  return {
    name: 'atrium-scrollbar-measure',
    ...check.hooks,
    transform(code, id) {
      const path = id.replaceAll('\\', '/');
      const module = modules.find((m) => path.endsWith(m));
      if (!module) return null;
      const result = patched(module, code);
      // Loud rather than silently slow if an rc-util or rc-table upgrade rewrites the code.
      if (!result) this.error(`${module} changed: update build/scrollbar-measure.ts`);
      check.applied(module);
      return result;
    },
  };
}
