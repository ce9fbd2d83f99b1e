import { describe, expect, it } from 'vitest';
import { ltrIsolate } from './bidi';
import { chartThemeFor } from './charts/theme';

describe('ltrIsolate', () => {
  it('wraps a value in a left-to-right isolate in the RTL layout only', () => {
    expect(ltrIsolate('rtl')('31,4 %')).toBe('\u206631,4 %\u2069');
    expect(ltrIsolate('ltr')('31,4 %')).toBe('31,4 %');
  });

  it('isolates every figure and date the dashboards format in the RTL layout', () => {
    const rtl = chartThemeFor('light', 'rtl', 'fr');
    const ltr = chartThemeFor('light', 'ltr', 'fr');
    for (const [inRtl, inLtr] of [
      [rtl.currency(327594.11), ltr.currency(327594.11)],
      [rtl.percent(31.4), ltr.percent(31.4)],
      [rtl.number(1111), ltr.number(1111)],
      [rtl.compact(28000), ltr.compact(28000)],
      [rtl.date('2026-11-29T10:00:00Z'), ltr.date('2026-11-29T10:00:00Z')],
      [rtl.bucket('2026-11-01', 'month'), ltr.bucket('2026-11-01', 'month')],
    ]) {
      expect(inRtl).toBe(`\u2066${inLtr}\u2069`);
      expect(inLtr).not.toMatch(/[\u2066-\u2069]/);
    }
  });
});
