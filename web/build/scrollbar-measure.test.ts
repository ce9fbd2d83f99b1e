import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { patched, SCROLLBAR_SIZE, TABLE } from './scrollbar-measure';

const installed = (module: string) => readFileSync(createRequire(import.meta.url).resolve(module), 'utf8');

describe('the scrollbar measurement beside antd tables', () => {
  it('adds its <style> only when the table has a scrollbar width or height to copy', () => {
    const code = patched(SCROLLBAR_SIZE, installed(SCROLLBAR_SIZE)) ?? '';
    const guard = code.indexOf('if (width || height) try {');
    expect(guard).toBeGreaterThan(0);
    // The guarded statement is the one that adds the style; removing it later is harmless without one.
    expect(code.indexOf('updateCSS(`', guard)).toBeGreaterThan(guard);
    expect(code.match(/updateCSS\(`/g)).toHaveLength(1);
  });

  it('measures only for a fixed or sticky header, the only tables that use the size', () => {
    const code = patched(TABLE, installed(TABLE)) ?? '';
    const guard = code.indexOf('if (measuresScrollbar && (!tailor || !useInternalHooks)) {');
    expect(guard).toBeGreaterThan(0);
    // Both measurements sit inside the guard, and no other place in the table measures.
    const end = code.indexOf('}, [measuresScrollbar]);', guard);
    expect(end).toBeGreaterThan(guard);
    const calls = [...code.matchAll(/getTargetScrollBarSize\(/g)].map((m) => m.index ?? 0);
    expect(calls.filter((at) => at > guard && at < end)).toHaveLength(2);
    expect(calls.filter((at) => at < guard || at > end)).toHaveLength(0);
    expect(code.indexOf('const measuresScrollbar = !!(fixHeader || isSticky);')).toBeGreaterThan(
      code.indexOf('const fixHeader ='),
    );
  });

  it('reports code it was not written for, so the build fails instead of staying slow', () => {
    expect(patched(SCROLLBAR_SIZE, 'export default function getScrollBarSize() {}')).toBeNull();
    expect(patched(TABLE, 'function Table() {}')).toBeNull();
  });
});
