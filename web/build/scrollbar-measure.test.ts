import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { SCROLLBAR_SIZE, withoutEmptyScrollbarRule } from './scrollbar-measure';

const installed = readFileSync(createRequire(import.meta.url).resolve(SCROLLBAR_SIZE), 'utf8');

describe('the scrollbar measurement beside antd tables', () => {
  it('adds its <style> only when the table has a scrollbar width or height to copy', () => {
    const patched = withoutEmptyScrollbarRule(installed) ?? '';
    const guard = patched.indexOf('if (width || height) try {');
    expect(guard).toBeGreaterThan(0);
    // The guarded statement is the one that adds the style; removing it later is harmless without one.
    expect(patched.indexOf('updateCSS(`', guard)).toBeGreaterThan(guard);
    expect(patched.match(/updateCSS\(`/g)).toHaveLength(1);
  });

  it('reports code it was not written for, so the build fails instead of staying slow', () => {
    expect(withoutEmptyScrollbarRule('export default function getScrollBarSize() {}')).toBeNull();
  });
});
