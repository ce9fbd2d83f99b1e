import type { Plugin } from 'vite';
import { patchCheck } from './patch-check.ts';

/**
 * rc-util measures the scrollbar beside every antd Table as it mounts, and copies the table's `::-webkit-scrollbar`
 * width and height into a <style> it adds and removes around the measurement. Adding or removing any stylesheet
 * makes the browser restyle the whole page; with neither size set (this app sets none) the rule it adds is
 * empty, yet that restyle, forced inside the table's mount, was ~180 ms of a 4× throttled CPU on every switch to a
 * list screen. The <style> is now added only when it has something to say.
 */
export const SCROLLBAR_SIZE = '@rc-component/util/es/getScrollBarSize.js';
const EMPTY_RULE_GUARD = {
  find: '    try {\n      const widthStyle',
  replace: '    if (width || height) try {\n      const widthStyle',
};

/** rc-util's getScrollBarSize module with the guard, or null when the code is not the one this was written for. */
export function withoutEmptyScrollbarRule(code: string): string | null {
  return code.includes(EMPTY_RULE_GUARD.find)
    ? code.replace(EMPTY_RULE_GUARD.find, EMPTY_RULE_GUARD.replace)
    : null;
}

export function scrollbarMeasureWithoutEmptyStyle(): Plugin {
  const check = patchCheck('atrium-scrollbar-measure', [SCROLLBAR_SIZE]);
  return {
    name: 'atrium-scrollbar-measure',
    ...check.hooks,
    transform(code, id) {
      if (!id.replaceAll('\\', '/').endsWith(SCROLLBAR_SIZE)) return null;
      const patched = withoutEmptyScrollbarRule(code);
      // Loud rather than silently slow if an rc-util upgrade rewrites the function.
      if (!patched) this.error(`${SCROLLBAR_SIZE} changed: update build/scrollbar-measure.ts`);
      check.applied(SCROLLBAR_SIZE);
      return patched;
    },
  };
}
